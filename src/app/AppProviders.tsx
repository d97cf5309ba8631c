import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { FeedbackProvider } from '../components/feedback/FeedbackProvider';
import { AuthProvider } from '../features/auth/AuthProvider';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

/** Everything a screen needs around it: store, persisted state, theme, session, feedback. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={store.persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {/* Date pickers bring their own date-fns adapter: components/form/DatePicker. */}
          <AuthProvider>
            <FeedbackProvider>{children}</FeedbackProvider>
          </AuthProvider>
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
