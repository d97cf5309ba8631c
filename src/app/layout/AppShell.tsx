import { AppBar, Box, Container, Link, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/feedback/LoadingState';
import { inPlace } from '../../components/lazyComponent';
import { useAuth } from '../../features/auth/AuthProvider';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { OfflineBanner } from './OfflineBanner';
import { SHELL_SX } from './shellStyles';
import { useSignOut } from './useSignOut';
import { afterNextPaint } from '../../utils/afterNextPaint';

// The upload queue's code (the documents feature's) comes after the first screen's.
const UploadQueueRunner = inPlace(() =>
  import('../../features/documents/UploadQueueRunner').then((m) => m.UploadQueueRunner),
);

export function AppShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { user } = useAuth();
  const signOut = useSignOut();
  const email = user?.email ?? '';
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);

  return (
    <Box sx={SHELL_SX.frame}>
      {/* Keyboard users skip the navigation (WCAG 2.4.1): the first Tab stop, shown only when focused. */}
      <Link
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.appBar + 1,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus-visible': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={SHELL_SX.toolbar}>
          {!desktop && <MobileNav email={email} onSignOut={signOut} />}
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', ...SHELL_SX.title }}
          >
            Landlord HQ
          </Typography>
          {desktop && <DesktopNav email={email} onSignOut={signOut} />}
        </Toolbar>
        <OfflineBanner />
      </AppBar>
      {painted && <UploadQueueRunner standIn={null} failedMessage={null} />}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        sx={{ ...SHELL_SX.page, '&:focus': { outline: 'none' } }}
      >
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
