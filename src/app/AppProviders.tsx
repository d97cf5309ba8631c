import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { FeedbackProvider } from '../components/feedback/FeedbackProvider';
import { AuthProvider } from '../features/auth/AuthProvider';
import type { AppStore } from './store';

/** What every screen past the sign-in screen needs around it: store, persisted state, session, feedback. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={store.persistor}>
        {/* Date pickers bring their own date-fns adapter: components/form/DatePicker. */}
        <AuthProvider>
          <FeedbackProvider>{children}</FeedbackProvider>
        </AuthProvider>
      </PersistGate>
    </Provider>
  );
}
