import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import { BlockingHistoryContext } from '../components/navigation/useNavigationBlocker';
import { ThemeRoot } from '../theme/ThemeRoot';
import { usePrefetchOnIntent } from './layout/usePrefetchOnIntent';
import { preloadPath, type AppRouter } from './router';

function AppRoutes({ routes }: Pick<AppRouter, 'routes'>) {
  // A link the user points at, touches or focuses starts its screen's code.
  usePrefetchOnIntent(preloadPath);
  return useRoutes(routes);
}

/** The entry's whole tree: theme and router. The store arrives with the signed-in part (SignedInRoot). */
export function App({ router: { routes, history } }: { router: AppRouter }) {
  return (
    <ThemeRoot>
      <BlockingHistoryContext.Provider value={history}>
        <HistoryRouter history={history}>
          <AppRoutes routes={routes} />
        </HistoryRouter>
      </BlockingHistoryContext.Provider>
    </ThemeRoot>
  );
}
