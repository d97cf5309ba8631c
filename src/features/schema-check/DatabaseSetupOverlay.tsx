import StorageIcon from '@mui/icons-material/Storage';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCheckSchemaQuery } from './schemaCheckApi';
import { errorMessage, isTransportError, type AppError } from '../../api/errors';

/**
 * SPEC §2: blocks the app until the scheduled rent increase table exists. During the first check
 * the app is already mounted beneath the overlay (hidden and inert), so a screen's own reads start
 * with the check instead of after it: one round trip less on every cold load.
 */
export function DatabaseSetupOverlay({ children }: { children: ReactNode }) {
  const { data, error, isLoading, isFetching, refetch } = useCheckSchemaQuery();
  // Without a network the check cannot tell; the app runs on (the shell says it is offline).
  const unreachable = isTransportError(error) && !(error as AppError).status;
  const exists = data === 'exists' || unreachable;
  return (
    <>
      {(exists || isLoading) && (
        <Box sx={{ display: 'contents' }} aria-hidden={exists ? undefined : true} inert={!exists}>
          {children}
        </Box>
      )}
      {!exists && (
        <SetupOverlay data={data} error={error} checking={isLoading || isFetching} onRetry={() => void refetch()} />
      )}
    </>
  );
}

function SetupOverlay({
  data,
  error,
  checking,
  onRetry,
}: {
  data?: string;
  error: unknown;
  checking: boolean;
  onRetry: () => void;
}) {
  let body: ReactNode;
  if (checking) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>Checking database schema...</Typography>
      </Stack>
    );
  } else if (data === 'missing') {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          Rent management tables not found. Please run the migration file in <code>supabase/migrations/</code> (for a
          hosted project: <code>supabase db push</code>), then check again.
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Check Again
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          <strong>Schema Check Error</strong>
          <br />
          {errorMessage(error, 'Schema check failed')}
        </Alert>
        <Button variant="contained" onClick={onRetry}>
          Try Again
        </Button>
      </>
    );
  }

  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="schema-check-title"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.modal,
        bgcolor: 'background.default',
        display: 'grid',
        placeItems: 'center',
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 520, width: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <StorageIcon color="primary" />
          <Typography id="schema-check-title" variant="h2">
            Database Setup Required
          </Typography>
        </Stack>
        {body}
      </Paper>
    </Box>
  );
}
