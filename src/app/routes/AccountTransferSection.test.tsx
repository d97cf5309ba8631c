import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { demoExport } from '../../../mocks/dataTransfer';
import { documentsDb } from '../../../mocks/documents';
import { testUser } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { rpcUrl } from '../../../mocks/rentIncreases';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { propertySaved } from '../../features/calculator/savedPropertiesSlice';
import type { SavedProperty } from '../../features/calculator/types';
import { fourplex } from '../../features/calculator/calculatorFixtures';
import { AccountTransferSection } from './AccountTransferSection';

const deal = { ...fourplex(), id: 'deal-1', name: 'Fourplex on Elm' } as SavedProperty;
const jsonFile = (content: unknown) => new File([JSON.stringify(content)], 'export.json', { type: 'application/json' });
const zipFile = (entries: Record<string, Uint8Array>) =>
  new File([zipSync(entries) as BlobPart], 'landlord-hq-export-2026-12-03.zip', { type: 'application/zip' });
const unzipBlob = async (blob: Blob) => unzipSync(new Uint8Array(await blob.arrayBuffer()));

const OLD_USER = 'aaaaaaaa-0000-4000-8000-00000000000a';
const lease = {
  id: 'd1',
  object_name: `${OLD_USER}/d1/lease 2026.pdf`,
  name: 'Lease 2026',
  kind: 'Lease',
  content_type: 'application/pdf',
  size_bytes: 9,
  property_id: 'p1',
};
const leaseBytes = strToU8('%PDF-1.4 ');
const withLease = { ...demoExport, tables: { ...demoExport.tables, documents: [lease] } };
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('AccountTransferSection', () => {
  beforeEach(() => {
    documentsDb.reset();
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
  });

  it("downloads the database's export as a zip with the calculator's saved deals", async () => {
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AccountTransferSection />);
    store.dispatch(propertySaved(deal));
    const blobs: Blob[] = [];
    (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => (blobs.push(blob), 'blob:export'));
    await user.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Downloaded 1 properties, 1 units, 0 property managers, 0 vendors, 0 tasks, 0 notes, 0 rent increases, 0 documents, 1 saved calculator deals.',
    );
    expect(blobs[0].type).toBe('application/zip');
    const zip = await unzipBlob(blobs[0]);
    expect(Object.keys(zip)).toEqual(['export.json']);
    expect(JSON.parse(new TextDecoder().decode(zip['export.json']))).toMatchObject({
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

  it("puts each document's file in the zip, read from Storage; a file that cannot be read stops the export naming it", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    let readable = true;
    server.use(
      http.post(rpcUrl('export_account_manifest'), () =>
        HttpResponse.json({
          format: 'landlord-hq-export',
          version: 1,
          exported_at: 'now',
          tables: ['properties', 'documents'],
        }),
      ),
      http.post(rpcUrl('export_account_table'), async ({ request }) => {
        const { p_table } = (await request.json()) as { p_table: string };
        return HttpResponse.json(p_table === 'documents' ? [lease] : demoExport.tables.properties);
      }),
      http.get('*/storage/v1/object/*', ({ request }) => {
        asked.push(decodeURIComponent(new URL(request.url).pathname));
        return readable
          ? new HttpResponse(leaseBytes, { headers: { 'content-type': 'application/pdf' } })
          : HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 400 });
      }),
    );
    const blobs: Blob[] = [];
    (URL.createObjectURL as jest.Mock).mockImplementation((blob: Blob) => (blobs.push(blob), 'blob:export'));
    await renderWithProviders(<AccountTransferSection />);
    await user.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 documents');
    const zip = await unzipBlob(blobs[0]);
    expect(Object.keys(zip).sort()).toEqual(['export.json', 'files/d1/lease 2026.pdf']);
    expect([...zip['files/d1/lease 2026.pdf']]).toEqual([...leaseBytes]);
    expect(asked).toEqual([expect.stringContaining(`/documents/${OLD_USER}/d1/lease 2026.pdf`)]);

    readable = false;
    await user.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Export failed: The file of document "Lease 2026" could not be read',
    );
    expect(blobs).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export all my data' })).toBeEnabled();
  });

  it('imports a zip: the rows, then each file uploaded where the database says it goes', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      http.post(rpcUrl('import_account_begin'), () =>
        HttpResponse.json({ import: 'import-1', tables: ['properties', 'units', 'documents'] }),
      ),
      http.post(rpcUrl('import_account_finish'), () => (sent.push('finish'), new HttpResponse(null, { status: 204 }))),
    );
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(
      fileInput(),
      zipFile({
        'export.json': strToU8(JSON.stringify(withLease)),
        'files/d1/lease 2026.pdf': leaseBytes,
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Import this export?' });
    expect(confirm).toHaveTextContent('1 documents');
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 properties, 1 units');
    expect([...documentsDb.objects]).toEqual([[`${testUser.id}/new-d1/lease 2026.pdf`, leaseBytes.length]]);
    expect(sent).toEqual(['finish']);
  });

  it('refuses a .json that lists documents and a zip missing a file, before sending anything', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      http.post(
        rpcUrl('import_account_begin'),
        () => (sent.push('begin'), HttpResponse.json({ import: 'i', tables: [] })),
      ),
    );
    await renderWithProviders(<AccountTransferSection />);
    await user.upload(fileInput(), jsonFile(withLease));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This .json export lists 1 document but holds none of their files.',
    );
    await user.upload(fileInput(), zipFile({ 'export.json': strToU8(JSON.stringify(withLease)) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export has no file for document "Lease 2026" (row 1 of its documents).',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
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
      http.post(rpcUrl('import_account_object_names_of'), () => HttpResponse.json([`${testUser.id}/n1/lease.pdf`])),
      http.post(rpcUrl('import_account_clear'), async ({ request }) => {
        const { p_import, p_limit } = (await request.json()) as { p_import: string; p_limit: number };
        expect(p_import).toBe('import-old');
        // Its documents' files went first.
        expect(documentsDb.objects.has(`${testUser.id}/n1/lease.pdf`)).toBe(false);
        // The second step waits, so the progress between steps can be seen.
        if (steps.length === 1) await new Promise<void>((resolve) => (release = resolve));
        left = Math.max(0, left - Math.min(p_limit, 1000));
        steps.push(left);
        return HttpResponse.json(left);
      }),
    );
    documentsDb.objects.set(`${testUser.id}/n1/lease.pdf`, 9);
    documentsDb.objects.set(`${testUser.id}/kept/policy.pdf`, 9);
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
    expect([...documentsDb.objects.keys()]).toEqual([`${testUser.id}/kept/policy.pdf`]);
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
