import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../components/feedback/EmptyState';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <Card>
      <EmptyState
        icon={<SearchOffIcon />}
        component="h1"
        title="Page not found"
        description="The page you were looking for doesn't exist or has moved."
        action={
          <Button component={RouterLink} to={paths.dashboard} variant="contained">
            Go to the dashboard
          </Button>
        }
      />
    </Card>
  );
}
