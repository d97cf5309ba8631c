import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { inDays, makeIncrease, rentIncreasesWithStatusList } from '../../../mocks/rentIncreases';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe("the planner's list on a phone", () => {
  atPhoneWidth();

  it('shows a card per increase with its status, date, step, new rent and actions', async () => {
    server.use(
      rentIncreasesWithStatusList(() =>
        HttpResponse.json([
          makeIncrease({
            id: 'ri-late',
            unit_id: 'u-2',
            effective_date: inDays(-3),
            planned_new_rent: 1030,
            status: 'Overdue',
          }),
          makeIncrease({
            id: 'ri-off',
            unit_id: 'u-3',
            effective_date: inDays(40),
            planned_new_rent: 1050,
            status: 'Cancelled',
          }),
        ]),
      ),
    );
    storeSession();
    await renderApp('/rent-planner');
    const list = await screen.findByRole('list', { name: 'Scheduled increases' });
    const [late, off] = within(list).getAllByRole('listitem');
    expect(late).toHaveTextContent('Oakwood Fourplex · Unit 2');
    expect(late).toHaveTextContent('Overdue');
    expect(late).toHaveTextContent('$1,030.00');
    expect(within(late).getByRole('checkbox', { name: 'Mark as Applied' })).toBeEnabled();
    expect(within(late).getByRole('button', { name: /^Cancel increase/ })).toBeInTheDocument();
    expect(within(off).getByText('Cancelled')).toBeInTheDocument();
    expect(within(off).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.setup().click(within(off).getByRole('button', { name: /^Delete increase/ }));
    expect(await screen.findByRole('dialog', { name: 'Delete rent increase?' })).toBeInTheDocument();
  });
});
