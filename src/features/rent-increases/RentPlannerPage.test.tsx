import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { inDays, increaseRows, makeIncrease, rentIncreasesWithStatusList, rpcUrl } from '../../../mocks/rentIncreases';
import { renderApp } from '../../../test/renderWithProviders';
import { storeSession } from '../../../test/session';
import { duplicateMessage } from './rentRules';

async function openPlanner() {
  storeSession();
  const rendered = await renderApp('/rent-planner');
  await screen.findByRole('heading', { name: 'Rent Increase Planner', level: 1 });
  await screen.findByRole('list', { name: 'Scheduled increases' });
  return { ...rendered, user: userEvent.setup() };
}

async function chooseUnit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Unit' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('RentPlannerPage', () => {
  it('previews the planned rent on the chained base, live', async () => {
    const { user } = await openPlanner();
    await chooseUnit(user, 'Oakwood Fourplex · Unit 2');
    expect(screen.getByText('Current rent $1,000.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '3');
    // 30 days ahead comes after the 3% in 20 days ($1,030): 1,030 × 1.03 = 1,060.90 → $1,060.
    expect(screen.getByTestId('planned-rent')).toHaveTextContent('Planned new rent: $1,060.00');
    await user.click(screen.getByRole('button', { name: 'Fixed amount' }));
    await user.clear(screen.getByRole('textbox', { name: 'Increase amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Increase amount' }), '72.5');
    expect(screen.getByTestId('planned-rent')).toHaveTextContent('Planned new rent: $1,105.00');
  });

  it('offers the lease anniversaries for a fixed-term unit, and saves through the database', async () => {
    let sent: unknown;
    server.use(http.post(rpcUrl('create_rent_increase'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(increaseRows()[0]);
    }));
    const { user } = await openPlanner();
    await chooseUnit(user, 'Oakwood Fourplex · Unit 1');
    expect(screen.getByRole('combobox', { name: 'Effective date' })).toHaveTextContent('Jan 31, 2099');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    await waitFor(() => expect(sent).toEqual({ p_unit_id: 'u-1', p_basis: 'Percent', p_effective_date: '2099-01-31', p_percent: 4 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Increase (%)' })).toHaveValue(''));
  });

  it('refuses a second increase on the same unit and date with the SPEC §8 alert', async () => {
    const date = inDays(30);
    server.use(rentIncreasesWithStatusList(() => HttpResponse.json([...increaseRows(), makeIncrease({ id: 'ri-dup', unit_id: 'u-3', effective_date: date, planned_new_rent: 1050 })])));
    const { user } = await openPlanner();
    await chooseUnit(user, 'Oakwood Fourplex · Unit 3');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    expect(await screen.findByText(duplicateMessage(date))).toBeInTheDocument();
  });

  it('shows the save error in the page', async () => {
    server.use(http.post(rpcUrl('create_rent_increase'), () => HttpResponse.json({ message: 'Invalid basis or missing amount/percent' }, { status: 400 })));
    const { user } = await openPlanner();
    await chooseUnit(user, 'Elm House · House');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    expect(await screen.findByText('Error saving rent increase: Invalid basis or missing amount/percent')).toBeInTheDocument();
  });

  it('locks the box while applying, shows a failure unchecked, and applies on a retry', async () => {
    let calls = 0;
    server.use(http.post(rpcUrl('apply_rent_increase'), async () => {
      calls += 1;
      await delay(50);
      return calls === 1
        ? HttpResponse.json({ message: 'This rent increase has already been applied' }, { status: 400 })
        : HttpResponse.json({ ...increaseRows()[0], unit: undefined, status: 'Applied', applied: true, applied_at: '2026-11-22T10:00:00Z' });
    }));
    const { user } = await openPlanner();
    const item = within(screen.getAllByRole('listitem')[0]);
    await user.click(item.getByRole('checkbox', { name: 'Mark as Applied' }));
    expect(item.getByRole('checkbox', { name: 'Applying...' })).toBeDisabled();
    expect(await screen.findByText('Error applying rent increase: This rent increase has already been applied')).toBeInTheDocument();
    const box = item.getByRole('checkbox', { name: 'Mark as Applied' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(item.getByRole('alert')).toHaveTextContent('This rent increase has already been applied');
    await user.click(box);
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(item.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('deletes after confirmation', async () => {
    let deleted: unknown;
    server.use(http.post(rpcUrl('delete_rent_increase'), async ({ request }) => {
      deleted = await request.json();
      return new HttpResponse(null, { status: 204 });
    }));
    const { user } = await openPlanner();
    await user.click(screen.getAllByRole('button', { name: /^Delete increase for Oakwood Fourplex · Unit 2/ })[0]);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual({ p_id: 'ri-1' }));
  });
  it('cancels after confirmation; the row stays, as Cancelled', async () => {
    let cancelled: unknown;
    server.use(http.post(rpcUrl('cancel_rent_increase'), async ({ request }) => {
      cancelled = await request.json();
      return HttpResponse.json({ ...increaseRows()[0], unit: undefined, status: 'Cancelled' });
    }));
    const { user } = await openPlanner();
    await user.click(screen.getAllByRole('button', { name: /^Cancel increase for Oakwood Fourplex · Unit 2/ })[0]);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/stays listed as Cancelled/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel increase' }));
    await waitFor(() => expect(cancelled).toEqual({ p_id: 'ri-1' }));
  });

  it('shows the status the database computed: Overdue can be applied or cancelled, Cancelled neither', async () => {
    server.use(
      rentIncreasesWithStatusList(() =>
        HttpResponse.json([
          makeIncrease({ id: 'ri-late', unit_id: 'u-2', effective_date: inDays(-3), planned_new_rent: 1030, status: 'Overdue' }),
          makeIncrease({ id: 'ri-off', unit_id: 'u-3', effective_date: inDays(40), planned_new_rent: 1050, status: 'Cancelled' }),
        ]),
      ),
    );
    await openPlanner();
    const [late, off] = screen.getAllByRole('listitem').map((item) => within(item));
    expect(late.getByText('Overdue')).toBeInTheDocument();
    expect(late.getByRole('checkbox', { name: 'Mark as Applied' })).toBeEnabled();
    expect(late.getByRole('button', { name: /^Cancel increase/ })).toBeInTheDocument();
    expect(off.getByText('Cancelled')).toBeInTheDocument();
    expect(off.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(off.queryByRole('button', { name: /^Cancel increase/ })).not.toBeInTheDocument();
  });
});
