import { CssBaseline, ThemeProvider } from '@mui/material';
import { Provider } from 'react-redux';
import { BackendStatusPage } from '../features/system/BackendStatusPage';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BackendStatusPage />
      </ThemeProvider>
    </Provider>
  );
}
