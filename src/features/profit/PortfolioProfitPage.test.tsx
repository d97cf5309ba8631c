import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('PortfolioProfitPage', () => {
  it("reads a year: a row per property and the portfolio's total, then the portfolio month by month", async () => {
    storeSession();
    await renderApp('/profit?year=2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profit 2025' })).toBeInTheDocument();
    const byProperty = await screen.findByRole('table', { name: 'Profit by property, 2025' });
    expect(rowsOf(byProperty)).toEqual([
      [
        '',
        'Rent charged',
        'Rent received',
        'Vacancy loss',
        'Credit loss',
        'Operating expenses',
        'Net operating income',
        'Debt service',
        'Cash flow',
      ],
      [
        'Elm House',
        '$48,000.00',
        '$48,000.00',
        '$0.00',
        '$0.00',
        '$12,000.00',
        '$36,000.00',
        '$18,000.00',
        '$18,000.00',
      ],
      [
        'Oakwood Fourplex',
        '$48,000.00',
        '$48,000.00',
        '$0.00',
        '$0.00',
        '$12,000.00',
        '$36,000.00',
        '$18,000.00',
        '$18,000.00',
      ],
      [
        'Portfolio',
        '$96,000.00',
        '$96,000.00',
        '$0.00',
        '$0.00',
        '$24,000.00',
        '$72,000.00',
        '$36,000.00',
        '$36,000.00',
      ],
    ]);
    expect(within(byProperty).getByRole('link', { name: 'Elm House' })).toHaveAttribute('href', '/properties/p-elm');
    const months = screen.getByRole('table', { name: 'The portfolio month by month, 2025' });
    const rows = rowsOf(months);
    expect(rows).toHaveLength(14);
    expect(rows[1]).toEqual([
      'Jan 2025',
      '$8,000.00',
      '$8,000.00',
      '$0.00',
      '$0.00',
      '$2,000.00',
      '$6,000.00',
      '$3,000.00',
      '$3,000.00',
    ]);
    expect(rows[13][0]).toBe('Portfolio');
    expect(rows[13][8]).toBe('$36,000.00');
  });

  it('picks another year from the year picker', async () => {
    storeSession();
    const user = userEvent.setup();
    await renderApp('/profit?year=2025');
    await screen.findByRole('table', { name: 'Profit by property, 2025' });
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(screen.getByRole('option', { name: '2024' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profit 2024' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'The portfolio month by month, 2024' })).toBeInTheDocument(),
    );
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it('lists a card per property and the portfolio, and a card per month: no table cut off at the edge', async () => {
      storeSession();
      await renderApp('/profit?year=2025');
      const list = await screen.findByRole('list', { name: 'Profit by property' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((c) => within(c).getAllByText(/./)[0].textContent)).toEqual([
        'Elm House',
        'Oakwood Fourplex',
        'Portfolio',
      ]);
      expect(cards[2]).toHaveTextContent('Cash flow$36,000.00');
      expect(screen.queryByRole('table', { name: 'Profit by property, 2025' })).not.toBeInTheDocument();
      const monthList = screen.getByRole('list', { name: 'The portfolio month by month, 2025' });
      // A long list draws its first cards, then the rest.
      await waitFor(() => expect(within(monthList).getAllByRole('listitem')).toHaveLength(13));
      const months = within(monthList).getAllByRole('listitem');
      expect(months[0]).toHaveTextContent(/^Jan 2025Rent charged/);
      expect(months[12]).toHaveTextContent('Portfolio');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
