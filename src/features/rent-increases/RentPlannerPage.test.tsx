import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import {
  inDays,
  increaseRows,
  makeIncrease,
  pagedAnswer,
  rentIncreasesWithStatusList,
  rpcUrl,
} from '../../../mocks/rentIncreases';
import { UNITS_URL } from '../../../mocks/properties';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { formatDate } from '../../utils/format';
import { duplicateMessage } from './rentRules';

async function openPlanner() {
  storeSession();
  const rendered = await renderApp('/rent-planner');
  await screen.findByRole('heading', { name: 'Rent Increase Planner', level: 1 });
  await screen.findByRole('list', { name: 'Scheduled increases' });
  return { ...rendered, user: userEvent.setup() };
}

/**
 * The picker searches on the server; typing the unit's label finds it. The click waits for
 * the answer to what was typed: the list shown on opening (every unit) holds the option too, and is
 * replaced when that answer lands, so a click on it can land on an option no longer on the page.
 */
async function pickUnit(user: ReturnType<typeof userEvent.setup>, name: string) {
  const typed = name.split(' · ')[1];
  const box = await screen.findByRole('combobox', { name: 'Unit' });
  await user.click(box);
  await user.type(box, typed);
  await waitFor(() => {
    const shown = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent?.toLowerCase());
    expect(shown.every((label) => label?.includes(typed.toLowerCase()))).toBe(true);
  });
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

async function chooseUnit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await pickUnit(user, name);
  await screen.findByText(/^Current rent/);
}

describe('RentPlannerPage', () => {
  it('previews the planned rent on the chained base, live', async () => {
    const { user } = await openPlanner();
    await chooseUnit(user, 'Oakwood Fourplex · Unit 2');
    expect(screen.getByText('Current rent $1,000.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '3');
    // 30 days ahead comes after the 3% in 20 days ($1,030): 1,030 × 1.03 = 1,060.90 → $1,060.
    expect(screen.getByTestId('planned-rent')).toHaveTextContent('Planned new rent: $1,060.00');
    expect(screen.getByTestId('rent-rounding')).toHaveTextContent(
      '$1,030 + 3% ($30.90) is $1,060.90; new rents are rounded to the nearest $5.',
    );
    await user.click(screen.getByRole('button', { name: 'Fixed amount' }));
    await user.clear(screen.getByRole('textbox', { name: 'Increase amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Increase amount' }), '$72.50');
    expect(screen.getByTestId('planned-rent')).toHaveTextContent('Planned new rent: $1,105.00');
  });

  it('offers the lease anniversaries for a fixed-term unit, and saves through the database', async () => {
    let sent: unknown;
    server.use(
      http.post(rpcUrl('create_rent_increase'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(increaseRows()[0]);
      }),
    );
    const { user } = await openPlanner();
    await chooseUnit(user, 'Oakwood Fourplex · Unit 1');
    expect(screen.getByRole('combobox', { name: 'Effective date' })).toHaveTextContent('Jan 31, 2099');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    await waitFor(() =>
      expect(sent).toEqual({ p_unit_id: 'u-1', p_basis: 'Percent', p_effective_date: '2099-01-31', p_percent: 4 }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Increase (%)' })).toHaveValue(''));
  });

  it('refuses a second increase on the same unit and date with the SPEC §8 alert', async () => {
    const date = inDays(30);
    server.use(
      rentIncreasesWithStatusList(() =>
        HttpResponse.json([
          ...increaseRows(),
          makeIncrease({ id: 'ri-dup', unit_id: 'u-3', effective_date: date, planned_new_rent: 1050 }),
        ]),
      ),
    );
    const { user } = await openPlanner();
    await chooseUnit(user, 'Oakwood Fourplex · Unit 3');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    expect(await screen.findByText(duplicateMessage(date))).toBeInTheDocument();
  });

  it('shows the save error in the page', async () => {
    server.use(
      http.post(rpcUrl('create_rent_increase'), () =>
        HttpResponse.json({ message: 'Invalid basis or missing amount/percent' }, { status: 400 }),
      ),
    );
    const { user } = await openPlanner();
    await chooseUnit(user, 'Elm House · House');
    await user.type(screen.getByRole('textbox', { name: 'Increase (%)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Schedule Increase' }));
    expect(
      await screen.findByText('Error saving rent increase: Invalid basis or missing amount/percent'),
    ).toBeInTheDocument();
  });

  it('locks the box while applying, shows a failure unchecked, and applies on a retry', async () => {
    let calls = 0;
    const { opened, open } = gate();
    server.use(
      http.post(rpcUrl('apply_rent_increase'), async () => {
        calls += 1;
        await opened;
        return calls === 1
          ? HttpResponse.json({ message: 'This rent increase has already been applied' }, { status: 400 })
          : HttpResponse.json({
              ...increaseRows()[0],
              unit: undefined,
              status: 'Applied',
              applied: true,
              applied_at: '2026-11-22T10:00:00Z',
            });
      }),
    );
    const { user } = await openPlanner();
    const item = within(screen.getAllByRole('listitem')[0]);
    await user.click(item.getByRole('checkbox', { name: 'Mark as Applied' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    expect(await item.findByRole('checkbox', { name: 'Applying...' })).toBeDisabled();
    open();
    expect(
      await screen.findByText('Error applying rent increase: This rent increase has already been applied'),
    ).toBeInTheDocument();
    const box = item.getByRole('checkbox', { name: 'Mark as Applied' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(item.getByRole('alert')).toHaveTextContent('This rent increase has already been applied');
    await user.click(box);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(item.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks before applying ahead of the date, and Cancel keeps it unapplied', async () => {
    let calls = 0;
    server.use(
      http.post(rpcUrl('apply_rent_increase'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'not expected' }, { status: 400 });
      }),
    );
    const { user } = await openPlanner();
    const item = within(screen.getAllByRole('listitem')[0]);
    await user.click(item.getByRole('checkbox', { name: 'Mark as Applied' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as applied now?' }));
    expect(dialog.getByText(`The new rent of $1,030 counts from ${formatDate(inDays(20))}.`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(item.getByRole('checkbox', { name: 'Mark as Applied' })).not.toBeChecked();
    expect(calls).toBe(0);
  });

  it('applies on confirmation and offers Undo in the toast, which takes it back', async () => {
    const sent: string[] = [];
    server.use(
      http.post(rpcUrl('apply_rent_increase'), async ({ request }) => {
        sent.push(`apply ${((await request.json()) as { p_id: string }).p_id}`);
        return HttpResponse.json({ ...increaseRows()[0], unit: undefined, status: 'Applied', applied: true });
      }),
      http.post(rpcUrl('undo_rent_increase'), async ({ request }) => {
        sent.push(`undo ${((await request.json()) as { p_id: string }).p_id}`);
        return HttpResponse.json({ ...increaseRows()[0], unit: undefined });
      }),
    );
    const { user } = await openPlanner();
    await user.click(within(screen.getAllByRole('listitem')[0]).getByRole('checkbox', { name: 'Mark as Applied' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    const toast = within(await screen.findByRole('alert', {}, { timeout: 3000 }));
    expect(toast.getByText('New rent of $1,030 applied')).toBeInTheDocument();
    await user.click(toast.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`Increase of ${formatDate(inDays(20))} taken back`)).toBeInTheDocument();
    expect(sent).toEqual(['apply ri-1', 'undo ri-1']);
  });

  it('applies an increase whose date has come without asking', async () => {
    let applied: unknown;
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
        ]),
      ),
      http.post(rpcUrl('apply_rent_increase'), async ({ request }) => {
        applied = await request.json();
        return HttpResponse.json({ ...increaseRows()[0], unit: undefined, status: 'Applied', applied: true });
      }),
    );
    const { user } = await openPlanner();
    await user.click(screen.getByRole('checkbox', { name: 'Mark as Applied' }));
    await waitFor(() => expect(applied).toEqual({ p_id: 'ri-late' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Past its date it can no longer be taken back: the toast offers nothing.
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('New rent of $1,030 applied')).toBeInTheDocument();
    expect(toast.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('offers Undo on an applied increase until its date, and says when one was taken back', async () => {
    let undone: unknown;
    server.use(
      rentIncreasesWithStatusList(() =>
        HttpResponse.json([
          makeIncrease({
            id: 'ri-done',
            unit_id: 'u-2',
            effective_date: inDays(-2),
            planned_new_rent: 1030,
            status: 'Applied',
            applied: true,
            applied_at: '2026-11-01T10:00:00Z',
          }),
          makeIncrease({
            id: 'ri-early',
            unit_id: 'u-3',
            effective_date: inDays(10),
            planned_new_rent: 1050,
            status: 'Applied',
            applied: true,
            applied_at: '2026-11-01T10:00:00Z',
          }),
          makeIncrease({
            id: 'ri-back',
            unit_id: 'u-2',
            effective_date: inDays(40),
            planned_new_rent: 1080,
            taken_back_at: '2026-11-20T15:00:00Z',
          }),
        ]),
      ),
      http.post(rpcUrl('undo_rent_increase'), async ({ request }) => {
        undone = await request.json();
        return HttpResponse.json({ ...increaseRows()[0], unit: undefined });
      }),
    );
    const { user } = await openPlanner();
    const [done, early, back] = screen.getAllByRole('listitem').map((item) => within(item));
    expect(done.getByRole('checkbox', { name: 'Applied' })).toBeChecked();
    expect(done.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(back.getByText('Applied, then taken back on Nov 20, 2026')).toBeInTheDocument();
    expect(back.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await user.click(early.getByRole('button', { name: `Undo: take back the increase of ${formatDate(inDays(10))}` }));
    await waitFor(() => expect(undone).toEqual({ p_id: 'ri-early' }));
    expect(await screen.findByText(`Increase of ${formatDate(inDays(10))} taken back`)).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    let deleted: unknown;
    server.use(
      http.post(rpcUrl('delete_rent_increase'), async ({ request }) => {
        deleted = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openPlanner();
    await user.click(screen.getAllByRole('button', { name: /^Delete increase for Oakwood Fourplex · Unit 2/ })[0]);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual({ p_id: 'ri-1' }));
  });
  it('cancels after confirmation; the row stays, as Cancelled', async () => {
    let cancelled: unknown;
    server.use(
      http.post(rpcUrl('cancel_rent_increase'), async ({ request }) => {
        cancelled = await request.json();
        return HttpResponse.json({ ...increaseRows()[0], unit: undefined, status: 'Cancelled' });
      }),
    );
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
    await openPlanner();
    const [late, off] = screen.getAllByRole('listitem').map((item) => within(item));
    expect(late.getByText('Overdue')).toBeInTheDocument();
    expect(late.getByRole('checkbox', { name: 'Mark as Applied' })).toBeEnabled();
    expect(late.getByRole('button', { name: /^Cancel increase/ })).toBeInTheDocument();
    expect(off.getByText('Cancelled')).toBeInTheDocument();
    expect(off.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(off.queryByRole('button', { name: /^Cancel increase/ })).not.toBeInTheDocument();
  });

  it('searches units on the server as the landlord types, and says when there are more than it shows', async () => {
    const searches: unknown[] = [];
    server.use(
      http.post(rpcUrl('planner_unit_search'), async ({ request }) => {
        const args = (await request.json()) as { p_search?: string };
        searches.push(args.p_search ?? null);
        const rows = Array.from({ length: 50 }, (_, i) => ({
          unit_id: `u-x${i}`,
          unit_label: `Unit ${i + 1}`,
          property_id: 'p-big',
          property_name: 'Big Block',
          total: 2000,
        }));
        return HttpResponse.json(
          args.p_search
            ? [
                {
                  unit_id: 'u-2',
                  unit_label: 'Unit 2',
                  property_id: 'p-oak',
                  property_name: 'Oakwood Fourplex',
                  total: 1,
                },
              ]
            : rows,
        );
      }),
    );
    const { user } = await openPlanner();
    // Nothing is read until the picker opens.
    expect(searches).toEqual([]);
    const box = await screen.findByRole('combobox', { name: 'Unit' });
    await user.click(box);
    expect(await screen.findByText('Showing 50 of 2,000 units: type to narrow')).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(50);
    await user.type(box, 'oak 2');
    // A slow machine may pause mid-word long enough for a search of what is typed so far; the last one is the whole text.
    await waitFor(() => expect(searches.at(-1)).toBe('oak 2'));
    const option = await within(screen.getByRole('listbox')).findByRole('option', {
      name: 'Oakwood Fourplex · Unit 2',
    });
    expect(searches[0]).toBeNull();
    await user.click(option);
    expect(await screen.findByText('Current rent $1,000.00')).toBeInTheDocument();
  });

  it('says so when no unit matches', async () => {
    const { user } = await openPlanner();
    const box = await screen.findByRole('combobox', { name: 'Unit' });
    await user.click(box);
    await user.type(box, 'nowhere');
    expect(await screen.findByText('No units match')).toBeInTheDocument();
  });

  it('pages through the scheduled increases with the count from the database', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      makeIncrease({
        id: `ri-${i + 1}`,
        unit_id: 'u-2',
        effective_date: inDays(i + 1),
        planned_new_rent: 1000 + i * 5,
      }),
    );
    server.use(rentIncreasesWithStatusList((request) => pagedAnswer(request, many)));
    const { user } = await openPlanner();
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
  });

  it('goes back a page when the last increase on the last page is deleted', async () => {
    let rows = Array.from({ length: 51 }, (_, i) =>
      makeIncrease({
        id: `ri-${i + 1}`,
        unit_id: 'u-2',
        effective_date: inDays(i + 1),
        planned_new_rent: 1000 + i * 5,
      }),
    );
    server.use(
      rentIncreasesWithStatusList((request) => pagedAnswer(request, rows)),
      http.post(rpcUrl('delete_rent_increase'), async ({ request }) => {
        const { p_id } = (await request.json()) as { p_id: string };
        rows = rows.filter((r) => r.id !== p_id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openPlanner();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51–51 of 51')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Delete increase for Oakwood Fourplex · Unit 2/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1–50 of 50')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByText('No rent increases planned yet.')).not.toBeInTheDocument();
  });

  it('shows the error panel when the chosen unit cannot be read, and reads it again on Retry', async () => {
    let fail = true;
    server.use(
      http.get(UNITS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('select')?.includes('lease_end_date') && fail
          ? HttpResponse.json({ message: 'database is down' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await openPlanner();
    await pickUnit(user, 'Elm House · House');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Current rent $2,100.00')).toBeInTheDocument();
  });
});
