import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Card, Stack } from '@mui/material';
import { EmptyState } from '../components/feedback/EmptyState';
import { CodeDidNotArrive } from '../components/lazyComponent';

/**
 * What a landlord sees when a screen crashes, instead of the router's developer page: what
 * happened in a sentence, and a reload. Inside the shell, so the navigation stays usable. A screen
 * whose code did not arrive (a phone between two masts) says so, and `onRetry` loads it again in
 * place, keeping everything the app holds.
 */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const unreached = error instanceof CodeDidNotArrive;
  const detail = !unreached && error instanceof Error ? error.message : undefined;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Card>
        <EmptyState
          icon={unreached ? <CloudOffIcon /> : <ErrorOutlineIcon />}
          component="h1"
          title={unreached ? 'This screen could not load' : 'Something went wrong on this screen'}
          description={
            unreached
              ? 'Check your connection and try again. Nothing you saved or typed is lost.'
              : detail
                ? `Nothing you saved is lost. (${detail})`
                : 'Nothing you saved is lost.'
          }
          action={
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={unreached ? onRetry : () => window.location.reload()}>
                {unreached ? 'Try again' : 'Reload'}
              </Button>
              <Button href="/" variant="outlined">
                Go to the dashboard
              </Button>
            </Stack>
          }
        />
      </Card>
    </Box>
  );
}
