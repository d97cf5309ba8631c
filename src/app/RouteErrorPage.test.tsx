import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { renderWithProviders } from '../../tests/support/renderWithProviders';
import { lazyComponent } from '../components/lazyComponent';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Crashing(): never {
  throw new Error('Cannot read the list');
}

describe('RouteErrorPage', () => {
  it('shows a crashed screen as a plain message with a reload, not the router developer page', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await renderWithProviders(null, {
        routes: [
          {
            path: '*',
            element: (
              <RouteErrorBoundary>
                <Crashing />
              </RouteErrorBoundary>
            ),
          },
        ],
      });
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
      expect(screen.getByText(/Nothing you saved is lost\. \(Cannot read the list\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    } finally {
      quiet.mockRestore();
    }
  });

  it('renders the next screen afresh once the landlord leaves the one that crashed', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { router } = await renderWithProviders(null, {
        route: '/broken',
        routes: [
          {
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              { path: '/broken', element: <Crashing /> },
              { path: '/fine', element: <h1>Fine screen</h1> },
            ],
          },
        ],
      });
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
      act(() => router.navigate('/fine'));
      expect(await screen.findByRole('heading', { name: 'Fine screen' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Something went wrong on this screen' })).not.toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });

  it('says a screen whose code did not arrive could not load, and draws it in place when asked again', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Screen = () => <h1>Rent planner</h1>;
      const load = jest
        .fn<Promise<typeof Screen>, []>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/RentPlannerPage.js'))
        .mockResolvedValue(Screen);
      const LazyScreen = lazyComponent(load);
      const { router } = await renderWithProviders(null, {
        route: '/planner',
        routes: [
          {
            element: (
              <RouteErrorBoundary>
                <Suspense fallback={<p>Loading...</p>}>
                  <Outlet />
                </Suspense>
              </RouteErrorBoundary>
            ),
            children: [{ path: '/planner', element: <LazyScreen /> }],
          },
        ],
      });
      expect(await screen.findByRole('heading', { name: 'This screen could not load' })).toBeInTheDocument();
      expect(
        screen.getByText('Check your connection and try again. Nothing you saved or typed is lost.'),
      ).toBeInTheDocument();
      // No technical detail reaches the landlord.
      expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Rent planner' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      expect(router.state.location.pathname).toBe('/planner');
    } finally {
      quiet.mockRestore();
    }
  });
});
