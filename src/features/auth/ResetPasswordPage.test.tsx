import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { authError } from '../../../mocks/auth';
import { testUser } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { env } from '../../config/env';

describe('ResetPasswordPage', () => {
  beforeEach(() => storeSession());

  it('checks the new password, saves it and lands on the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.put(
        `${env.supabaseUrl}/auth/v1/user`,
        async ({ request }) => ((sent = await request.json()), HttpResponse.json(testUser)),
      ),
    );
    const { router } = await renderApp('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'brand-new');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-nee');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toMatchObject({ password: 'brand-new' });
  });

  it('shows why the new password was refused', async () => {
    server.use(
      http.put(`${env.supabaseUrl}/auth/v1/user`, () =>
        authError(422, 'same_password', 'New password should be different from the old password.'),
      ),
    );
    await renderApp('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('secret1');
  });
});
