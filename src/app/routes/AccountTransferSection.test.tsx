import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { demoExport } from '../../../mocks/dataTransfer';
import { server } from '../../../mocks/node';
import { rpcUrl } from '../../../mocks/rentIncreases';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { propertySaved } from '../../features/calculator/savedPropertiesSlice';
import type { SavedProperty } from '../../features/calculator/types';
import { fourplex } from '../../features/calculator/calculatorFixtures';
import { AccountTransferSection } from './AccountTransferSection';

const deal = { ...fourplex(), id: 'deal-1', name: 'Fourplex on Elm' } as SavedProperty;
const jsonFile = (content: unknown) => new File([JSON.stringify(content)], 'export.json', { type: 'application/json' });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('AccountTransferSection', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
  });

  it("downloads the database's export with the calculator's saved deals", async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AccountTransferSection />);
    store.dispatch(propertySaved(deal));
    const blobs: Blob[] = [];
    (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => (blobs.push(blob), 'blob:export'));
    await user.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Downloaded 1 properties, 1 units, 0 property managers, 0 vendors, 0 tasks, 0 notes, 0 rent increases, 1 saved calculator deals.',
    );
    const text = await blobs[0].text();
    expect(JSON.parse(text)).toMatchObject({
      format: 'landlord-hq-export',
      version: 1,
      browser: { calculatorSavedDeals: [{ id: 'deal-1', name: 'Fourplex on Elm' }] },
    });
  });

  it('imports an export after confirming, and brings the saved deals back to this browser', async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile({ ...demoExport, browser: { calculatorSavedDeals: [deal] } }));
    const confirm = await screen.findByRole('dialog', { name: 'Import this export?' });
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 properties, 1 units');
    expect(store.getState().calculatorSaved.ids).toEqual(['deal-1']);
  });

  it('refuses a newer export before sending anything, and shows the reason the database gives', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile({ ...demoExport, version: 7 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This export was made by a newer version of Landlord HQ (format 7; this one reads up to 1).',
    );

    server.use(
      http.post(rpcUrl('import_account_begin'), () =>
        HttpResponse.json(
          {
            message:
              'This account already has data (properties). Import into an account with no data, e.g. a new sign-up.',
          },
          { status: 400 },
        ),
      ),
    );
    await user.upload(fileInput(), jsonFile(demoExport));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Import this export?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported. This account already has data (properties).',
    );
  });

  it('undoes the steps already taken when a later step fails, and says nothing was imported', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    server.use(
      http.post(rpcUrl('import_account_rows'), async ({ request }) => {
        const { p_table } = (await request.json()) as { p_table: string };
        calls.push(`rows ${p_table}`);
        return p_table === 'units'
          ? HttpResponse.json(
              { message: 'The export could not be imported (units): Monthly rent cannot be negative' },
              { status: 400 },
            )
          : HttpResponse.json(1);
      }),
      http.post(rpcUrl('import_account_clear'), () => (calls.push('clear'), HttpResponse.json(0))),
    );
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile(demoExport));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Import this export?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported. The export could not be imported (units): Monthly rent cannot be negative',
    );
    expect(calls).toEqual(['rows properties', 'rows units', 'clear']);
  });

  it('names the broken row and field of a file, sending nothing', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      http.post(
        rpcUrl('import_account_begin'),
        () => (sent.push('begin'), HttpResponse.json({ import: 'import-1', tables: [] })),
      ),
    );
    await renderWithProviders(<AccountTransferSection />);
    const broken = structuredClone(demoExport) as { tables: Record<string, Array<Record<string, unknown>>> };
    broken.tables.scheduled_rent_increases = [1, 2, 3].map((n) => ({
      id: `r${n}`,
      unit_id: 'u1',
      basis: 'Percent',
      percent: 3,
      effective_date: '2027-01-01',
      planned_new_rent: 1236,
      status: n === 3 ? 'Bogus' : 'Scheduled',
    }));
    await user.upload(fileInput(), jsonFile(broken));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Import this export?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported. Rent increase 3: status "Bogus" is not one of Scheduled, Applied, Cancelled, Overdue',
    );
    expect(sent).toEqual([]);
  });

  it('shows an import that did not finish, from the database, and removes it in steps with the rows left', async () => {
    const user = userEvent.setup();
    let left = 1240;
    const steps: number[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.post(rpcUrl('account_unfinished_import'), () =>
        HttpResponse.json(left > 0 ? { import: 'import-old', started_at: '2026-11-28T10:00:00Z', rows: left } : null),
      ),
      http.post(rpcUrl('import_account_clear'), async ({ request }) => {
        const { p_import, p_limit } = (await request.json()) as { p_import: string; p_limit: number };
        expect(p_import).toBe('import-old');
        // The second step waits, so the progress between steps can be seen.
        if (steps.length === 1) await new Promise<void>((resolve) => (release = resolve));
        left = Math.max(0, left - Math.min(p_limit, 1000));
        steps.push(left);
        return HttpResponse.json(left);
      }),
    );
    await renderWithProviders(<AccountTransferSection />);
    const notice = await screen.findByRole('region', { name: 'Unfinished import' });
    expect(notice).toHaveTextContent('An import did not finish — remove its 1,240 rows.');
    await user.click(within(notice).getByRole('button', { name: 'Remove' }));
    expect(await within(notice).findByText('240 rows left')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Removed the unfinished import's 1,240 rows. You can import a file now.",
    );
    expect(steps).toEqual([240, 0]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unfinished import' })).not.toBeInTheDocument());
  });

  it('when the database refuses a new import because an earlier one did not finish, says so and offers to remove it', async () => {
    const user = userEvent.setup();
    let unfinished: { import: string; started_at: string; rows: number } | null = null;
    server.use(
      http.post(rpcUrl('account_unfinished_import'), () => HttpResponse.json(unfinished)),
      http.post(rpcUrl('import_account_begin'), () => {
        unfinished = { import: 'import-old', started_at: '2026-11-28T10:00:00Z', rows: 25000 };
        return HttpResponse.json(
          {
            code: '55000',
            message:
              'An earlier import did not finish: 25,000 of its rows are still in this account. Remove them (Settings, Your data), then import again.',
            hint: 'unfinished-import',
          },
          { status: 400 },
        );
      }),
    );
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile(demoExport));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Import this export?' })).getByRole('button', {
        name: 'Import',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported. An earlier import did not finish: 25,000 of its rows are still in this account.',
    );
    expect(await screen.findByRole('region', { name: 'Unfinished import' })).toHaveTextContent(
      'An import did not finish — remove its 25,000 rows.',
    );
  });
});
