import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { emotionCache } from './emotionCache';
import { theme } from './theme';

/** The theme, its baseline and the app's Emotion cache, around every screen from the sign-in screen on. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
