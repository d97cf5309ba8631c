import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentRow, documentsDb, DOCUMENTS_URL } from '../../../mocks/documents';
import { server } from '../../../mocks/node';
import { JPEG_BYTES } from '../../../tests/fixtures/files';
import { testUser } from '../../../mocks/fixtures';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { resetUploadQueue } from '../../features/documents/uploadQueue';

/** The reads of the documents table, by their filters. */
const documentReads: URLSearchParams[] = [];
const countReads = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.href.startsWith(DOCUMENTS_URL)) documentReads.push(url.searchParams);
};

beforeEach(() => {
  documentsDb.reset();
  resetUploadQueue();
  documentReads.length = 0;
  server.events.on('request:start', countReads);
});
afterEach(() => server.events.removeListener('request:start', countReads));

// Oakwood's water (line 17): four payments, src-6 to src-9 in the fixture's ledger rows.
const openWater = async (user: ReturnType<typeof userEvent.setup>) => {
  await renderApp('/expenses/summary?year=2026');
  await user.click(
    await screen.findByRole('button', { name: '$275.00, line 17 for B Oakwood Fourplex: show the 4 ledger rows' }),
  );
  return screen.findByRole('dialog', { name: 'Line 17, Utilities: B Oakwood Fourplex' });
};

describe('/expenses/summary with receipts', () => {
  it("shows each payment's receipts in a figure's rows, read in one request, and opens one in the viewer", async () => {
    documentsDb.rows = [
      documentRow('d-march', {
        payment_id: 'src-6',
        kind: 'Receipt',
        name: 'Receipt 2026-03-05',
        content_type: 'image/jpeg',
        object_name: `${testUser.id}/d-march/water.jpg`,
      }),
      documentRow('d-june', { payment_id: 'src-9', kind: 'Receipt', name: 'Water bill June' }),
      documentRow('d-lease', { property_id: 'p-oak', kind: 'Lease', name: 'Lease' }),
    ];
    storeSession();
    const user = userEvent.setup();
    const dialog = await openWater(user);
    expect(await within(dialog).findByRole('status', { name: 'Payments with a receipt' })).toHaveTextContent(
      '2 of 4 payments have a receipt.',
    );
    const march = within(dialog).getByRole('listitem', { name: 'Water, $48.00 on Mar 5, 2026' });
    expect(within(march).getByRole('button', { name: 'Open Receipt 2026-03-05' })).toBeInTheDocument();
    const june = within(dialog).getByRole('listitem', { name: 'Water, $131.00 on Jun 5, 2026' });
    expect(within(june).getByRole('button', { name: 'Open Water bill June' })).toBeInTheDocument();
    const april = within(dialog).getByRole('listitem', { name: 'Water, $48.00 on Apr 5, 2026' });
    expect(within(april).getByText('No receipt')).toBeInTheDocument();
    expect(
      within(april).getByRole('button', { name: 'Attach receipt to Water, $48.00 on Apr 5, 2026' }),
    ).toBeInTheDocument();

    // Four payments, one read of their receipts.
    expect(documentReads.map((p) => p.get('payment_id'))).toEqual(['in.(src-6,src-7,src-8,src-9)']);

    await user.click(within(march).getByRole('button', { name: 'Open Receipt 2026-03-05' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipt 2026-03-05' });
    expect(await within(viewer).findByRole('img', { name: 'Receipt 2026-03-05' })).toHaveAttribute(
      'src',
      expect.stringContaining('/object/sign/documents/'),
    );
  });

  it('attaches a receipt to a payment without one, and the count follows', async () => {
    storeSession();
    const user = userEvent.setup();
    const dialog = await openWater(user);
    expect(await within(dialog).findByRole('status', { name: 'Payments with a receipt' })).toHaveTextContent(
      '0 of 4 payments have a receipt.',
    );
    const april = within(dialog).getByRole('listitem', { name: 'Water, $48.00 on Apr 5, 2026' });
    await user.upload(
      within(april).getByLabelText('Attach receipt to Water, $48.00 on Apr 5, 2026: choose files'),
      new File([JPEG_BYTES], 'IMG_2041.JPG', { type: 'image/jpeg' }),
    );
    expect(await within(april).findByRole('button', { name: /^Open Receipt \d{4}-\d{2}-\d{2}$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Payments with a receipt' })).toHaveTextContent(
      '1 of 4 payments have a receipt.',
    );
    expect(documentsDb.rows).toEqual([expect.objectContaining({ payment_id: 'src-7', kind: 'Receipt' })]);
  });

  it('has no receipts on rows that are not payments (a loan payment split)', async () => {
    storeSession();
    const user = userEvent.setup();
    await renderApp('/expenses/summary?year=2026');
    await user.click(
      await screen.findByRole('button', { name: '$4,046.51, line 12 for B Oakwood Fourplex: show the 3 ledger rows' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Line 12, Mortgage interest paid to banks, etc.: B Oakwood Fourplex',
    });
    await within(dialog).findByRole('list', { name: 'Ledger rows behind line 12' });
    expect(within(dialog).queryByText('No receipt')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Payments with a receipt' })).not.toBeInTheDocument();
    expect(documentReads).toEqual([]);
  });
});
