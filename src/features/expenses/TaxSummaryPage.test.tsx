import { screen, within } from '@testing-library/react';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('TaxSummaryPage', () => {
  it("lays out the database's sums: a row per property, Business last, totals per line and overall", async () => {
    storeSession();
    await renderApp('/expenses/summary?year=2026');
    const table = await screen.findByRole('table', { name: 'Expenses by property and Schedule E line, 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Elm House',
      'Oakwood Fourplex',
      'Business (no property)',
      'Total',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Columns: lines 5..17 and 19, then the row total.
    expect(cells(rows[1])[12]).toBe('$275.00');
    expect(cells(rows[1]).at(-1)).toBe('$275.00');
    expect(cells(rows[2])[5]).toBe('$300.00');
    expect(cells(rows[3]).at(-1)).toBe('$575.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Tax-year summary 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All payments' })).toHaveAttribute('href', '/expenses?year=2026');
  });
});

describe('TaxSummaryPage on a phone', () => {
  atPhoneWidth();

  it('shows a card per property with the lines it paid on and its total, the year last', async () => {
    storeSession();
    await renderApp('/expenses/summary?year=2026');
    const list = await screen.findByRole('list', { name: 'Expenses by property and Schedule E line, 2026' });
    const cards = within(list).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => card.textContent?.split('$')[0])).toEqual([
      expect.stringMatching(/^Elm House/),
      expect.stringMatching(/^Oakwood Fourplex17 Utilities/),
      expect.stringMatching(/^Business \(no property\)10 Legal/),
      expect.stringMatching(/^Total for 2026/),
    ]);
    expect(cards[1]).toHaveTextContent('$275.00');
    expect(cards[3]).toHaveTextContent('$575.00');
  });
});
