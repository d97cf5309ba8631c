import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createRouter } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
