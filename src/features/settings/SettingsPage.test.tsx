import { screen, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { noRowResponse, USER_SETTINGS_URL } from '../../../mocks/settings';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

async function openSettings() {
  storeSession();
  await renderApp('/settings');
  await screen.findByRole('button', { name: 'Save settings' });
}

describe('SettingsPage', () => {
  it('shows the account and the saved digest settings', async () => {
    await openSettings();
    expect(screen.getByText('landlord@example.com')).toBeInTheDocument();
    // The app's one date-time format, on the device's clock.
    expect(screen.getByText('Member since').nextElementSibling?.textContent).toMatch(
      /^Jan 1[45], 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
    expect(screen.getByLabelText('Daily digest time')).toHaveValue('06:30');
    expect(screen.getByRole('switch', { name: 'Send me a weekly digest' })).not.toBeChecked();
    expect(screen.getByLabelText('Weekly digest time')).toHaveValue('18:00');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('Friday');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Central Time (Chicago)');
  });

  it("speaks a landlord's words: nothing of how the app is hosted or built", async () => {
    await openSettings();
    await screen.findByRole('button', { name: 'Export all my data' });
    expect(
      screen.getByText(/Download everything in your account as one .zip file, documents and receipts included/),
    ).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/supabase|local stack|hosted|migration|database|edge function/i);
    expect(text).not.toMatch(/\bJSON\b/);
  });

  it('falls back to the SPEC §9 defaults when the user has no settings row', async () => {
    server.use(http.get(USER_SETTINGS_URL, noRowResponse));
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Send me a daily digest' })).toBeChecked();
    expect(screen.getByLabelText('Daily digest time')).toHaveValue('07:00');
    expect(screen.getByRole('switch', { name: 'Send me a weekly digest' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('Monday');
    expect(screen.getByLabelText('Weekly digest time')).toHaveValue('07:00');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Eastern Time (New York)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a load failure other than "no row" with a retry', async () => {
    server.use(
      http.get(USER_SETTINGS_URL, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for table user_settings' }, { status: 403 }),
      ),
    );
    storeSession();
    await renderApp('/settings');
    expect(await screen.findByText(ERROR_TEXT.forbidden, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('upserts on user_id and confirms the save', async () => {
    let sent: { url: URL; body: Record<string, unknown> } | undefined;
    server.use(
      http.post(USER_SETTINGS_URL, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent = { url: new URL(request.url), body };
        return HttpResponse.json(body);
      }),
    );
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Send me a weekly digest' }));
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Hawaii Time (Honolulu)' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Settings saved successfully!');
    expect(sent!.url.searchParams.get('on_conflict')).toBe('user_id');
    expect(sent!.body).toMatchObject({
      weekly_digest_enabled: true,
      timezone: 'Pacific/Honolulu',
      daily_digest_time: '06:30',
    });
  });

  it('shows a save failure and keeps the choices', async () => {
    server.use(
      http.post(USER_SETTINGS_URL, () =>
        HttpResponse.json(
          { code: '23514', message: 'new row violates check constraint "user_settings_timezone_check"' },
          { status: 400 },
        ),
      ),
    );
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Send me a daily digest' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT.notAllowed);
    expect(screen.getByRole('switch', { name: 'Send me a daily digest' })).not.toBeChecked();
  });

  it('sends a password reset e-mail', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset email sent! Check your inbox.');
  });
});
