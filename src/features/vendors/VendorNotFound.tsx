import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { paths } from '../../config/paths';

/** SPEC §8 missing record, with the way back to the list. */
export function VendorNotFound() {
  return (
    <Card>
      <EmptyState
        component="h1"
        title="Vendor not found"
        description="It may have been deleted, or the link is wrong."
        action={
          <Button component={RouterLink} to={paths.vendors} startIcon={<ArrowBackIcon />} variant="outlined">
            Back to vendors
          </Button>
        }
      />
    </Card>
  );
}
