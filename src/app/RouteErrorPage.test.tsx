import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RouteErrorPage } from './RouteErrorPage';

function Crashing(): never {
  throw new Error('Cannot read the list');
}

describe('RouteErrorPage', () => {
  it('shows a crashed screen as a plain message with a reload, not the router developer page', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await renderWithProviders(null, { routes: [{ path: '*', element: <Crashing />, errorElement: <RouteErrorPage /> }] });
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeInTheDocument();
      expect(screen.getByText(/Nothing you saved is lost\. \(Cannot read the list\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    } finally {
      quiet.mockRestore();
    }
  });
});
