import { Box, CircularProgress, Typography } from '@mui/material';

/** A loading text as SPEC §8 names them ('Loading...', 'Loading tasks...'), with a spinner. */
export function LoadingState({ text = 'Loading...', fullScreen = false }: { text?: string; fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullScreen ? '100dvh' : undefined,
      }}
    >
      <CircularProgress size={24} />
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}
