import { Alert } from '@mui/material';

/** A result or error message in a banner; role=alert so screen readers announce it. */
export function ResultBanner({
  message,
  severity,
}: {
  message: string | null;
  severity: 'error' | 'success' | 'info' | 'warning';
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
