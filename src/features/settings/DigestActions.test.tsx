import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { digestPreviewHandlers, DIGEST_REQUESTS_URL } from '../../../mocks/digests';
import { server } from '../../../mocks/node';
import { USER_SETTINGS_URL, settingsRow } from '../../../mocks/settings';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

async function openSettings() {
  storeSession();
  await renderApp('/settings');
  await screen.findByRole('button', { name: 'Save settings' });
}

/** The preview once its code is here (until then a dialog of the same title says it is loading). */
async function previewDialog() {
  await screen.findByRole('tab', { name: 'Daily' });
  return screen.getByRole('dialog', { name: 'Digest preview' });
}

const overdueTask = {
  id: 't-overdue',
  title: 'Replace smoke detectors',
  due_on: '2020-01-06',
  property: { name: 'Maple Duplex' },
  unit: { unit_label: 'Unit A' },
  vendor: { name: 'Riverside Water' },
  vendor_account: 'RW-552-0187',
};

describe('digest preview and test digest', () => {
  it('says that a digest with nothing to report is not sent', async () => {
    await openSettings();
    expect(screen.getByText(/A digest with nothing to report is not sent/)).toBeInTheDocument();
  });

  it('previews the next daily and weekly digest from the user data', async () => {
    server.use(
      ...digestPreviewHandlers({
        tasks: [overdueTask],
        completions: [
          {
            task_id: 't-done',
            at: new Date().toISOString(),
            details: { actual_cost: 120 },
            task: { title: 'Gutter cleaning' },
          },
        ],
        documents: [
          {
            id: 'doc-policy',
            name: 'Insurance policy, Oakwood Fourplex',
            kind: 'Insurance policy',
            expires_on: '2099-01-01',
            status: 'expiring',
            property_id: 'p-oak',
            property_name: 'Oakwood Fourplex',
            unit_label: null,
            tenancy_id: null,
            tenants: null,
            vendor_id: null,
            vendor_name: null,
          },
        ],
      }),
    );
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preview digest' }));
    const dialog = await previewDialog();

    const overdue = await within(dialog).findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByRole('link', { name: 'Replace smoke detectors' })).toHaveAttribute(
      'href',
      '/tasks/t-overdue',
    );
    expect(
      within(overdue).getByText(
        /Maple Duplex · Unit A · \d+ days overdue \(Jan 6, 2020\) · Riverside Water, account RW-552-0187/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Subject: Daily digest for .*: 1 overdue$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Next sent [A-Z][a-z]{2} \d{1,2}, \d{4}, 6:30\sAM C[SD]T\.$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Weekly' }));
    expect(within(dialog).getByText('This digest is off.')).toBeInTheDocument();
    const completed = within(dialog).getByRole('region', { name: 'Completed, last 7 days' });
    expect(within(completed).getByText('Gutter cleaning')).toBeInTheDocument();
    expect(within(completed).getByText(/· \$120\.00$/)).toBeInTheDocument();
    const documents = within(dialog).getByRole('region', { name: 'Documents expiring in the next 30 days' });
    expect(within(documents).getByRole('link', { name: 'Insurance policy, Oakwood Fourplex' })).toHaveAttribute(
      'href',
      '/properties/p-oak',
    );
    expect(within(documents).getByText('Oakwood Fourplex · expires Jan 1, 2099')).toBeInTheDocument();
  });

  it('shows that a digest with nothing to report would not be sent', async () => {
    server.use(...digestPreviewHandlers({}));
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preview digest' }));
    const dialog = await previewDialog();
    expect(
      await within(dialog).findByText('Nothing to report right now, so this digest would not be sent.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Subject: Daily digest for .*: nothing to report$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('previews with the time zone chosen in the form, before saving', async () => {
    server.use(...digestPreviewHandlers({ tasks: [overdueTask] }));
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Hawaii Time (Honolulu)' }));
    await user.click(screen.getByRole('button', { name: 'Preview digest' }));
    const dialog = await previewDialog();
    expect(await within(dialog).findByText(/^Next sent .* HST\.$/)).toBeInTheDocument();
  });

  it('asks for a test of the daily digest and says where it goes', async () => {
    let body: unknown;
    server.use(
      http.post(DIGEST_REQUESTS_URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 'req-9' }, { status: 201 });
      }),
    );
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a test digest now' }));
    expect(
      await screen.findByText('A test daily digest is on its way to landlord@example.com. It arrives within a minute.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ kind: 'daily' });
  });

  it('sends a weekly test when only the weekly digest is on', async () => {
    let body: unknown;
    server.use(
      http.get(USER_SETTINGS_URL, () =>
        HttpResponse.json({ ...settingsRow, daily_digest_enabled: false, weekly_digest_enabled: true }),
      ),
      http.post(DIGEST_REQUESTS_URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 'req-9' }, { status: 201 });
      }),
    );
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a test digest now' }));
    expect(await screen.findByText(/A test weekly digest is on its way/)).toBeInTheDocument();
    expect(body).toEqual({ kind: 'weekly' });
  });

  it('says so when a test digest is already on its way', async () => {
    server.use(
      http.post(DIGEST_REQUESTS_URL, () =>
        HttpResponse.json(
          {
            code: '23505',
            message: 'duplicate key value violates unique constraint "digest_requests_one_pending_key"',
          },
          { status: 409 },
        ),
      ),
    );
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a test digest now' }));
    expect(
      await screen.findByText('A test digest is already on its way. Check your inbox in a minute.'),
    ).toBeInTheDocument();
  });
});
