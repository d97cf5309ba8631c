import { screen } from '@testing-library/react';
import { documentRow, documentsDb, DOCUMENTS_URL } from '../../../mocks/documents';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { ReceiptsCount } from './PaymentReceipts';

const reads: string[] = [];
const countReads = ({ request }: { request: Request }) => {
  if (request.method === 'GET' && request.url.startsWith(DOCUMENTS_URL))
    reads.push(new URL(request.url).searchParams.get('payment_id') ?? '');
};

beforeEach(() => {
  documentsDb.reset();
  reads.length = 0;
  server.events.on('request:start', countReads);
});
afterEach(() => server.events.removeListener('request:start', countReads));

describe("a long line's receipts", () => {
  it('are read in parts of 200 payments, so the address stays short, and counted together', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `pay-${String(i).padStart(3, '0')}`);
    documentsDb.rows = [
      documentRow('d-early', { payment_id: 'pay-007', kind: 'Receipt' }),
      documentRow('d-late', { payment_id: 'pay-230', kind: 'Receipt' }),
    ];
    storeSession();
    await renderWithProviders(<ReceiptsCount paymentIds={ids} />);
    expect(await screen.findByRole('status', { name: 'Payments with a receipt' })).toHaveTextContent(
      '2 of 250 payments have a receipt.',
    );
    expect(reads.map((filter) => filter.split(',').length)).toEqual([200, 50]);
  });
});
