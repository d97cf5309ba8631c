import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSession, TEST_PASSWORD, testUser } from '../../mocks/fixtures';
import { env } from '../config/env';
import { holdRequests } from '../../tests/support/gate';
import { renderApp } from '../../tests/support/renderWithProviders';
import { storeSession } from '../../tests/support/session';
import { useAuth } from '../features/auth/AuthProvider';

describe('access gate', () => {
  it('shows the sign-in screen at once when no session is stored: there is nothing to look up', async () => {
    await renderApp('/tasks');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows Loading... while a stored session is looked up, then the sign-in screen when it is no longer valid', async () => {
    // Expired, and the refresh is refused (the token endpoint knows no such refresh token).
    storeSession({ ...makeSession(), expires_at: Math.floor(Date.now() / 1000) - 60 });
    const release = holdRequests(`${env.supabaseUrl}/auth/v1/token`);
    await renderApp('/tasks');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows only the sign-in screen on any route when signed out', async () => {
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Email digests')).not.toBeInTheDocument();
  });

  it('shows the shell to a signed-in user', async () => {
    storeSession();
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('lets the user in after signing in, on the route they asked for', async () => {
    await renderApp('/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), testUser.email!);
    await user.type(screen.getByLabelText(/^password/i), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('explains an expired e-mail link on the sign-in screen', async () => {
    window.history.replaceState(
      null,
      '',
      '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Request a new one below.',
    );
    window.history.replaceState(null, '', '/');
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    function Probe() {
      useAuth();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
