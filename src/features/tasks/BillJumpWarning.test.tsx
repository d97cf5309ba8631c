import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

// mocks/expenses.ts: the water bill was paid $48 three times, then $131 (newest).
async function openWaterBill() {
  storeSession();
  await renderApp('/tasks/t-water');
  await screen.findByRole('heading', { level: 1, name: 'Pay water bill' });
  return userEvent.setup();
}

describe('variable bills on the task page', () => {
  it('lists what each occurrence cost, newest first, with the jump the database flagged', async () => {
    await openWaterBill();
    const list = await screen.findByRole('list', { name: 'Payments, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apr 2, 2026$131.00 (2.7× the usual)', 'Mar 2, 2026$48.00', 'Feb 2, 2026$48.00', 'Jan 2, 2026$48.00']);
    expect(screen.getByRole('figure', { name: 'Cost of the last 4 occurrences' })).toBeInTheDocument();
  });

  it('warns in the completion dialog as a cost far above the usual is typed, and not for a usual one', async () => {
    const user = await openWaterBill();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
    const cost = within(dialog).getByLabelText('Actual cost (optional)');
    await user.clear(cost);
    await user.type(cost, '48');
    expect(within(dialog).queryByText(/possible leak/)).not.toBeInTheDocument();
    await user.clear(cost);
    await user.type(cost, '131');
    expect(await within(dialog).findByText('$131 is 2.7× the usual $48 — possible leak?')).toBeInTheDocument();
    await user.clear(cost);
    await user.type(cost, '72');
    await waitFor(() => expect(within(dialog).queryByText(/possible leak/)).not.toBeInTheDocument());
  });
});
