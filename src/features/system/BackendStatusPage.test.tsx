import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { env } from '../../config/env';
import { BackendStatusPage } from './BackendStatusPage';

describe('BackendStatusPage', () => {
  it('reports both services reachable', async () => {
    await renderWithProviders(<BackendStatusPage />);
    expect(screen.getByText('Checking the backend...')).toBeInTheDocument();
    expect(await screen.findByText('Backend reachable')).toBeInTheDocument();
    expect(screen.getByText('Auth service')).toBeInTheDocument();
    expect(screen.getAllByText('Reachable')).toHaveLength(2);
  });

  it('shows which service fails and recovers on Check again', async () => {
    server.use(http.get(`${env.supabaseUrl}/rest/v1/`, () => new HttpResponse(null, { status: 503 })));
    await renderWithProviders(<BackendStatusPage />);
    expect(await screen.findByText('Backend unreachable')).toBeInTheDocument();
    expect(screen.getByText('Unreachable (HTTP 503)')).toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Backend reachable')).toBeInTheDocument();
  });

  it('treats a network failure as unreachable', async () => {
    server.use(http.get(`${env.supabaseUrl}/auth/v1/health`, () => HttpResponse.error()));
    await renderWithProviders(<BackendStatusPage />);
    expect(await screen.findByText('Backend unreachable')).toBeInTheDocument();
    expect(screen.getByText('Unreachable')).toBeInTheDocument();
  });
});
