import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FORM_1099_TOTALS_URL } from '../../../mocks/expenses';
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

describe('Form1099Page', () => {
  beforeEach(() => storeSession());

  it("lists the year's vendors with what was paid, the threshold and the chips", async () => {
    await renderApp('/expenses/1099?year=2026');
    expect(await screen.findByRole('heading', { level: 1, name: '1099s for 2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '1099 totals 2026' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['Top Roofing', '***-**-6789', '$2,400.00', '$0.00', '$2,000.00', 'Needs a 1099W-9 missing'],
      ['City Water', '**-***4321', '$2,100.50', '$0.00', '$2,000.00', 'Needs a 1099'],
      ['Handy Co', '—', '$150.00', '$900.00', '$2,000.00', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'Top Roofing' })).toHaveAttribute('href', '/vendors/v-roof');
    expect(screen.getByText('2 of 3 vendors need a 1099; 1 has no W-9 on file')).toBeInTheDocument();
    expect(screen.getByText(/A vendor paid \$2,000\.00 or more gets a 1099-NEC/)).toBeInTheDocument();
  });

  it('asks for another year from the picker', async () => {
    const asked: number[] = [];
    server.use(
      http.post(FORM_1099_TOTALS_URL, async ({ request }) => {
        asked.push(((await request.json()) as { p_year: number }).p_year);
        return HttpResponse.json([]);
      }),
    );
    const { router } = await renderApp('/expenses/1099?year=2026');
    const user = userEvent.setup();
    await screen.findByText('No vendor was paid in 2026.');
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    expect(await screen.findByRole('heading', { level: 1, name: '1099s for 2025' })).toBeInTheDocument();
    await screen.findByText('No vendor was paid in 2025.');
    expect(router.state.location.search).toBe('?year=2025');
    expect(asked).toEqual([2026, 2025]);
  });

  it('exports the table as CSV with the masked tax ids', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:1099'));
    URL.revokeObjectURL = jest.fn();
    await renderApp('/expenses/1099?year=2026');
    await screen.findByRole('table', { name: '1099 totals 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((await blobs[0].text()).trim().split('\r\n')).toEqual([
      'Vendor,Tax ID,W-9 on file,Paid,Paid by card,Threshold,Needs a 1099,W-9 missing',
      'Top Roofing,***-**-6789,No,2400.00,0.00,2000.00,Yes,Yes',
      'City Water,**-***4321,Yes,2100.50,0.00,2000.00,Yes,No',
      'Handy Co,,No,150.00,900.00,2000.00,No,No',
    ]);
  });

  it('says so when the totals cannot load', async () => {
    server.use(http.post(FORM_1099_TOTALS_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderApp('/expenses/1099?year=2026');
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});

describe('Form1099Page on a phone', () => {
  atPhoneWidth();

  it('is a list of cards, no table', async () => {
    storeSession();
    await renderApp('/expenses/1099?year=2026');
    const list = await screen.findByRole('list', { name: '1099 totals 2026 by vendor' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Top RoofingNeeds a 1099W-9 missingTax ID ***-**-6789$2,400.00 paid',
      'City WaterNeeds a 1099Tax ID **-***4321$2,100.50 paid',
      'Handy CoNo tax ID$900.00 paid by card, left out$150.00 paid',
    ]);
  });
});

describe('the Expenses page and the 1099s', () => {
  beforeEach(() => storeSession());

  it('warns of the vendors that need a 1099 and have no W-9, with a link to the page', async () => {
    await renderApp('/expenses?year=2026');
    const alert = await screen.findByText(/need(s)? a 1099 and ha(s|ve) no W-9 on file/);
    expect(alert).toHaveTextContent('1 vendor needs a 1099 and has no W-9 on file for 2026.');
    expect(within(alert).getByRole('link', { name: 'See the 1099s' })).toHaveAttribute(
      'href',
      '/expenses/1099?year=2026',
    );
    expect(screen.getByRole('link', { name: '1099s' })).toHaveAttribute('href', '/expenses/1099?year=2026');
  });

  it('says nothing when every vendor that needs a 1099 has a W-9', async () => {
    await renderApp('/expenses?year=2025');
    await screen.findByRole('grid', { name: 'Expenses' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '1099s' })).toHaveAttribute('href', '/expenses/1099?year=2025'),
    );
    expect(screen.queryByText(/no W-9 on file/)).not.toBeInTheDocument();
  });
});
