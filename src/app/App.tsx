import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeRoot } from '../theme/ThemeRoot';
import { createRouter } from './router';

/** The entry's whole tree: theme and router. The store arrives with the signed-in part (SignedInRoot). */
export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
