import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
