import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { ThemeRoot } from '../theme/ThemeRoot';

/** The entry's whole tree: theme and router. The store arrives with the signed-in part (SignedInRoot). */
export function App({ router }: { router: RouterProviderProps['router'] }) {
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
