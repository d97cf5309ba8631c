import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { authError } from '../../../mocks/auth';
import { TEST_PASSWORD, testUser } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { env } from '../../config/env';
import { SignInPage } from './SignInPage';

const emailField = () => screen.getByRole('textbox', { name: /email/i });
const passwordField = () => screen.getByLabelText(/^password/i);

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
  return user;
}

describe('SignInPage', () => {
  beforeEach(async () => {
    await renderWithProviders(<SignInPage />);
    await screen.findByRole('heading', { name: 'Sign in' });
  });

  it.each([
    ['', '', 'Email is required', 'Password is required'],
    ['landlord', 'secret1', 'Enter a valid email address', null],
    ['landlord@example.com', '', null, 'Password is required'],
    ['landlord@example.com', '12345', null, 'Password must be at least 6 characters'],
  ])(
    'validates %j / %j before sending anything, keeping what was typed',
    async (email, password, emailError, passwordError) => {
      const user = await fill(email, password);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      if (emailError) expect(screen.getByText(emailError)).toBeInTheDocument();
      if (passwordError) expect(screen.getByText(passwordError)).toBeInTheDocument();
      expect(emailField()).toHaveValue(email);
      expect(passwordField()).toHaveValue(password);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the server message in a red banner on a wrong password', async () => {
    const user = await fill(testUser.email!, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid login credentials');
    expect(banner).toHaveClass('MuiAlert-colorError');
    expect(passwordField()).toHaveValue('wrong-password');
  });

  it('shows a message without "error" or "Invalid" in green, as SPEC §8 says', async () => {
    server.use(
      http.post(`${env.supabaseUrl}/auth/v1/token`, () => authError(400, 'email_not_confirmed', 'Email not confirmed')),
    );
    const user = await fill(testUser.email!, TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Email not confirmed');
    expect(banner).toHaveClass('MuiAlert-colorSuccess');
  });

  it('says to wait when Supabase Auth limits sign-ins, keeping what was typed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`${env.supabaseUrl}/auth/v1/token`, () =>
        authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
      ),
    );
    const user = await fill(testUser.email!, TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts — wait a minute and try again');
    expect(emailField()).toHaveValue(testUser.email);
    expect(passwordField()).toHaveValue(TEST_PASSWORD);
    warn.mockRestore();
  });

  it('signs up and asks the user to confirm by e-mail', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.type(emailField(), 'new@example.com');
    await user.type(passwordField(), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Check your email for the confirmation link!');
    expect(banner).toHaveClass('MuiAlert-colorSuccess');
  });

  it('reveals and hides the password', async () => {
    const user = await fill('', 'secret1');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('sends a password reset e-mail from "Forgot password?"', async () => {
    let sentTo: string | undefined;
    let redirect: string | null = null;
    server.use(
      http.post(`${env.supabaseUrl}/auth/v1/recover`, async ({ request }) => {
        sentTo = ((await request.json()) as { email: string }).email;
        redirect = new URL(request.url).searchParams.get('redirect_to');
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const user = await fill('landlord@example.com', '');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(emailField()).toHaveValue('landlord@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset email sent! Check your inbox.');
    await waitFor(() => expect(sentTo).toBe('landlord@example.com'));
    expect(redirect).toBe(`${window.location.origin}/reset-password`);
  });

  it('says to wait when a reset e-mail went to the address moments ago', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`${env.supabaseUrl}/auth/v1/recover`, () =>
        authError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 58 seconds.',
        ),
      ),
    );
    const user = await fill('landlord@example.com', '');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many e-mails sent to this address — wait a minute and try again',
    );
    expect(emailField()).toHaveValue('landlord@example.com');
    warn.mockRestore();
  });
});
