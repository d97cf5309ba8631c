import { Alert, AlertTitle, Button } from '@mui/material';
import { errorMessage } from '../../api/errors';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** A heading above the message, when the screen names what failed. */
  title?: string;
  /** Shown when the error carries no message of its own. */
  fallback?: string;
}

/** A query that failed to load: its message and a Retry button, in place of the content. */
export function LoadError({ error, onRetry, title, fallback }: LoadErrorProps) {
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {errorMessage(error, fallback)}
    </Alert>
  );
}
