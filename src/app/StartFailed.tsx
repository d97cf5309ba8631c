import { Box, Button, Typography } from '@mui/material';
import { ThemeRoot } from '../theme/ThemeRoot';

/** The app's own code did not arrive (a dropped connection on a cold start): say so, and offer the reload that fixes it. */
export function StartFailed() {
  return (
    <ThemeRoot>
      <Box
        role="alert"
        sx={{ minHeight: '100dvh', display: 'grid', placeContent: 'center', gap: 2, p: 3, textAlign: 'center' }}
      >
        <Typography component="h1" variant="h5">
          Landlord HQ could not load
        </Typography>
        <Typography color="textSecondary">Check your connection, then reload the page.</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </ThemeRoot>
  );
}
