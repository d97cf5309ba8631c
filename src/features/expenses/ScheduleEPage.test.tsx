import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync, strFromU8 } from 'fflate';
import { http, HttpResponse } from 'msw';
import { DOCUMENTS_URL } from '../../../mocks/documents';
import { YEAR_LEDGER_URL } from '../../../mocks/expenses';
import { server } from '../../../mocks/node';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent),
];

describe('ScheduleEPage', () => {
  it('reads as the form: lines as rows, a lettered column per property, unused lines collapsed', async () => {
    storeSession();
    await renderApp('/expenses/summary?year=2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule E 2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Schedule E 2026, properties A–B' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Line', 'A Elm House9 Elm St, Charlotte, NC 28202', 'B Oakwood Fourplex1 Main St, Charlotte, NC 28202']);
    expect(rows.map(cells)).toEqual([
      ['2 Fair rental days', '365', '181'],
      ['3 Rents received', '$24,000.00', '$12,000.00'],
      ['12 Mortgage interest paid to banks, etc.', '—', '$4,046.51'],
      ['17 Utilities', '—', '$275.00'],
      ['18 Depreciation expense or depletion', '$7,272.00', '—'],
      ['20 Total expenses', '$7,272.00', '$4,321.51'],
      ['21 Income or (loss)', '$16,728.00', '$7,678.49'],
    ]);
    expect(screen.getByText(/\$300\.00 was paid for no property in 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All payments' })).toHaveAttribute('href', '/expenses?year=2026');
  });

  it('opens a figure to the ledger rows behind it', async () => {
    storeSession();
    await renderApp('/expenses/summary?year=2026');
    await userEvent.click(
      await screen.findByRole('button', {
        name: '$4,046.51, line 12 for B Oakwood Fourplex: show the 3 ledger rows',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Line 12, Mortgage interest paid to banks, etc.: B Oakwood Fourplex',
    });
    const list = await within(dialog).findByRole('list', { name: 'Ledger rows behind line 12' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Mortgage interestMay 1, 2026 · Loan payment$1,350.00',
      'Mortgage interestJun 1, 2026 · Loan payment$1,348.84',
      'Mortgage interestJul 1, 2026 · Loan payment$1,347.67',
    ]);
    expect(within(dialog).getByLabelText('Line total')).toHaveTextContent('$4,046.51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the accountant's package", () => {
  const blobs: Blob[] = [];
  beforeEach(() => {
    blobs.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:package'));
    URL.revokeObjectURL = jest.fn();
  });

  it('downloads the year in one zip, the index first', async () => {
    storeSession();
    const user = userEvent.setup();
    await renderApp('/expenses/summary?year=2026');
    await screen.findByRole('table', { name: 'Schedule E 2026, properties A–B' });
    await user.click(screen.getByRole('button', { name: "Accountant's package" }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0].type).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
    expect(Object.keys(zip)).toEqual([
      'Rental books 2026/Index 2026.html',
      'Rental books 2026/Schedule E 2026.html',
      'Rental books 2026/Schedule E 2026.csv',
      'Rental books 2026/Schedule E by property/A Elm House.csv',
      'Rental books 2026/Schedule E by property/B Oakwood Fourplex.csv',
      'Rental books 2026/Depreciation 2026.csv',
      'Rental books 2026/Ledger 2026.csv',
      'Rental books 2026/Mortgage interest by lender 2026.csv',
      'Rental books 2026/1099 totals 2026.csv',
    ]);
    expect(strFromU8(zip['Rental books 2026/Ledger 2026.csv'])).toContain(
      '2026-05-01,Out,Mortgage payment,Oakwood Fourplex,,Queen City Credit Union,,12,1906.64,1350.00,350.00,206.64',
    );
    expect(await screen.findByText("Accountant's package for 2026 downloaded")).toBeInTheDocument();
  });

  it("puts the year's receipts in, read from Storage, named by day, vendor and amount", async () => {
    storeSession();
    const asked: string[] = [];
    server.use(
      http.get(DOCUMENTS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('select')?.includes('payment:payments')
          ? HttpResponse.json([
              {
                object_name: 'u1/d1/receipt.jpg',
                content_type: 'image/jpeg',
                payment_id: 'p1',
                payment: { paid_on: '2026-03-04', amount: 385, vendor: { name: 'Reliable Home Services' } },
              },
            ])
          : HttpResponse.json([]),
      ),
      http.get('*/storage/v1/object/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
    );
    const user = userEvent.setup();
    await renderApp('/expenses/summary?year=2026');
    await screen.findByRole('table', { name: 'Schedule E 2026, properties A–B' });
    await user.click(screen.getByRole('button', { name: "Accountant's package" }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const zip = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
    expect([...zip['Rental books 2026/Receipts/2026-03-04 Reliable Home Services $385.00.jpg']]).toEqual([
      0xff, 0xd8, 0xff, 0xe0,
    ]);
    expect(asked).toEqual([expect.stringContaining('/documents/u1/d1/receipt.jpg')]);
  });

  it('says so and downloads nothing when a receipt cannot be read', async () => {
    storeSession();
    server.use(
      http.get(DOCUMENTS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('select')?.includes('payment:payments')
          ? HttpResponse.json([
              {
                object_name: 'u1/d1/receipt.jpg',
                content_type: 'image/jpeg',
                payment_id: 'p1',
                payment: { paid_on: '2026-03-04', amount: 385, vendor: null },
              },
            ])
          : HttpResponse.json([]),
      ),
      http.get('*/storage/v1/object/*', () =>
        HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/expenses/summary?year=2026');
    await screen.findByRole('table', { name: 'Schedule E 2026, properties A–B' });
    await user.click(screen.getByRole('button', { name: "Accountant's package" }));
    expect(await screen.findByText(/Could not make the package: a receipt could not be read/)).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
    expect(screen.getByRole('button', { name: "Accountant's package" })).toBeEnabled();
  });

  it('says why when the books cannot be read, and downloads nothing', async () => {
    storeSession();
    server.use(
      http.post(YEAR_LEDGER_URL, () =>
        HttpResponse.json({ message: 'canceling statement due to statement timeout', code: '57014' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/expenses/summary?year=2026');
    await screen.findByRole('table', { name: 'Schedule E 2026, properties A–B' });
    await user.click(screen.getByRole('button', { name: "Accountant's package" }));
    expect(await screen.findByText(/Could not make the package/)).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
  });
});

describe('ScheduleEPage on a phone', () => {
  atPhoneWidth();

  it('is a list: a card per property with its days and the lines it has, no table', async () => {
    storeSession();
    await renderApp('/expenses/summary?year=2026');
    const list = await screen.findByRole('list', { name: 'Schedule E 2026 by property' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent(
      'B Oakwood Fourplex1 Main St, Charlotte, NC 282022 Fair rental days1813 Rents received$12,000.0012 Mortgage interest paid to banks, etc.$4,046.5117 Utilities$275.0020 Total expenses$4,321.5121 Income or (loss)$7,678.49',
    );
  });
});
