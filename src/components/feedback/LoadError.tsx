import { Alert, Button } from '@mui/material';
import { errorMessage } from '../../api/errors';

/** A query that failed to load: its message and a Retry button, in place of the content. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
      {errorMessage(error)}
    </Alert>
  );
}
