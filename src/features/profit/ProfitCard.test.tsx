import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { PROPERTY_PROFIT_URL } from '../../../mocks/profit';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import type { BoughtAsDeal } from './dealChoice';
import { ProfitCard } from './ProfitCard';
import { selectChosenDeal } from './profitDealsSlice';

// $400,000 with $10,000 of closing costs and a $300,000 loan: $110,000 in.
const oak = {
  id: 'p-oak',
  name: 'Oakwood Fourplex',
  purchase_price: 400000,
  purchase_closing_costs: 10000,
  loan_amount: 300000,
};
const deals: BoughtAsDeal[] = [
  { id: 'd-other', name: 'Elm House', metrics: { capRatePct: 7, cashOnCashPct: 5, dscr: 1.2, expenseRatioPct: 40 } },
  {
    id: 'd-oak',
    name: 'oakwood fourplex',
    metrics: { capRatePct: 8.1, cashOnCashPct: 12.5, dscr: 1.6, expenseRatioPct: 30 },
  },
];

/** The chart measures its box: a laid-out page 600 px wide. */
function layOut() {
  const original = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width: 600, height: 180, top: 0, left: 0 };
      this.report([{ target, contentRect } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };
  return () => {
    window.ResizeObserver = original;
  };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('ProfitCard', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('shows this month and the year to date, the chart, and the trailing twelve months against the deal of the same name', async () => {
    storeSession();
    const restore = layOut();
    await renderWithProviders(<ProfitCard property={oak} deals={deals} />);
    const table = await screen.findByRole('table', { name: 'Profit of Oakwood Fourplex' });
    expect(rowsOf(table)).toEqual([
      ['', 'Jun 2026', 'Year to date'],
      ['Rent charged', '$4,000.00', '$24,000.00'],
      ['Rent received', '$2,500.00', '$22,500.00'],
      ['Vacancy loss', '$0.00', '$0.00'],
      ['Credit loss', '$1,500.00', '$1,500.00'],
      ['Operating expenses', '$1,000.00', '$6,000.00'],
      ['Net operating income', '$1,500.00', '$16,500.00'],
      ['Debt service', '$1,500.00', '$9,000.00'],
      ['Cash flow', '$0.00', '$7,500.00'],
    ]);
    // Twelve months, July 2025 to June 2026, each income beside expenses.
    expect(screen.getByRole('img', { name: 'Jun income: $2,500.00' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jul expenses: $1,000.00' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /income/ })).toHaveLength(12);
    // June 2025 to May 2026: NOI 36,000 on 400,000; cash flow 18,000 on 110,000; 36,000 over 18,000; 12,000 of 48,000.
    expect(rowsOf(screen.getByRole('table', { name: 'Deal metrics' }))).toEqual([
      ['Metric', 'Running at', 'Bought as'],
      ['Cap rate', '9.0%', '8.1%'],
      ['Cash-on-cash', '16.4%', '12.5%'],
      ['DSCR', '2.00', '1.60'],
      ['Expense ratio', '25.0%', '30.0%'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Bought as' })).toHaveTextContent('oakwood fourplex');
    restore();
  });

  it('remembers another saved calculation, or none, as what the property was bought as', async () => {
    storeSession();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = await renderWithProviders(<ProfitCard property={oak} deals={deals} />);
    await user.click(await screen.findByRole('combobox', { name: 'Bought as' }));
    await user.click(screen.getByRole('option', { name: 'Elm House' }));
    const metrics = screen.getByRole('table', { name: 'Deal metrics' });
    await waitFor(() => expect(within(metrics).getByRole('row', { name: /Cap rate/ })).toHaveTextContent('7.0%'));
    expect(selectChosenDeal(store.getState(), 'p-oak')).toBe('d-other');
    await user.click(screen.getByRole('combobox', { name: 'Bought as' }));
    await user.click(screen.getByRole('option', { name: 'No saved calculation' }));
    await waitFor(() => expect(within(metrics).getByRole('row', { name: /Cap rate/ })).toHaveTextContent('9.0%—'));
    expect(selectChosenDeal(store.getState(), 'p-oak')).toBe('');
    expect(screen.getByRole('combobox', { name: 'Bought as' })).toHaveTextContent('No saved calculation');
  });

  it('asks for the purchase price before it can run the metrics, and for a saved calculation', async () => {
    storeSession();
    await renderWithProviders(<ProfitCard property={{ ...oak, purchase_price: null }} deals={[]} />);
    expect(await screen.findByText(/Add the purchase price/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deal metrics' })).not.toBeInTheDocument();
  });

  it('says when the books cannot be read, and reads them again', async () => {
    storeSession();
    server.use(
      http.post(
        PROPERTY_PROFIT_URL,
        () =>
          HttpResponse.json(
            { code: '42501', message: 'permission denied for function property_profit' },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<ProfitCard property={oak} deals={deals} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Profit of Oakwood Fourplex' })).toBeInTheDocument();
  });
});
