import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Crashing(): never {
  throw new Error('Cannot read the list');
}

describe('RouteErrorPage', () => {
  it('shows a crashed screen as a plain message with a reload, not the router developer page', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await renderWithProviders(null, { routes: [{ path: '*', element: <RouteErrorBoundary><Crashing /></RouteErrorBoundary> }] });
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
});
