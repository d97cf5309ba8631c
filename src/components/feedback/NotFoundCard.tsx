import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';

/** SPEC §8 missing record ('Task not found', 'Property not found', ...), with the way back to its list. */
export function NotFoundCard({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Card>
      <EmptyState
        component="h1"
        title={title}
        description="It may have been deleted, or the link is wrong."
        action={
          <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} variant="outlined">
            {backLabel}
          </Button>
        }
      />
    </Card>
  );
}
