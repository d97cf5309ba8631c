import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { settingsRow, USER_SETTINGS_URL } from '../../../mocks/settings';
import { COMPLETE_TASK_URL, makeTask, TASKS_URL } from '../../../mocks/tasks';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

// 23:30 on New Year's Eve for a landlord in Honolulu; the browser's clock (UTC here) already says New Year's Day.
const HONOLULU_2330 = new Date('2027-01-01T09:30:00Z');
// Only Date is pinned: msw, React and the testing library keep their real timers.
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** complete_task's arguments, as the dialog sends them. */
function recordCompletion() {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.post(COMPLETE_TASK_URL, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 't-gutter', status: 'Completed', next_due_date: null });
    }),
  );
  return sent;
}

async function openCompletion() {
  storeSession();
  await renderApp('/tasks');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Complete Clean gutters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
  return { user, dialog };
}

const paidOnField = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Paid on' });
const shownDate = (dialog: HTMLElement) =>
  within(paidOnField(dialog))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');

/** MUI X pickers edit a date section by section; typing digits into the month section fills the rest. */
async function typeDate(user: UserEvent, dialog: HTMLElement, digits: string) {
  await user.click(within(paidOnField(dialog)).getAllByRole('spinbutton')[0]);
  await user.keyboard(digits);
}

describe("CompleteTaskDialog: Paid on, in the landlord's day", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: HONOLULU_2330, doNotFake: [...REAL_TIMERS] });
    server.use(http.get(USER_SETTINGS_URL, () => HttpResponse.json({ ...settingsRow, timezone: 'Pacific/Honolulu' })));
  });
  afterEach(() => jest.useRealTimers());

  it("defaults to the landlord's today, not the browser's, and sends it as p_paid_on", async () => {
    const sent = recordCompletion();
    const { user, dialog } = await openCompletion();
    await waitFor(() => expect(shownDate(dialog)).toBe('12/31/2026'));
    await user.clear(within(dialog).getByLabelText('Actual cost (optional)'));
    await user.type(within(dialog).getByLabelText('Actual cost (optional)'), '48.20');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    expect(sent).toEqual([
      { p_task_id: 't-gutter', p_occurrence: '2099-02-01', p_actual_cost: 48.2, p_paid_on: '2026-12-31' },
    ]);
  });

  it("starts from the task's estimate, which completing as it is sends", async () => {
    const sent = recordCompletion();
    const { user, dialog } = await openCompletion();
    expect(within(dialog).getByLabelText('Actual cost (optional)')).toHaveValue('120.00');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ p_actual_cost: 120 })]);
  });

  it('sends the day the landlord picks', async () => {
    const sent = recordCompletion();
    const { user, dialog } = await openCompletion();
    await waitFor(() => expect(shownDate(dialog)).toBe('12/31/2026'));
    await typeDate(user, dialog, '12152026');
    expect(shownDate(dialog)).toBe('12/15/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ p_paid_on: '2026-12-15' })]);
  });

  it('refuses a day after today with a clear sentence, keeping what was typed and sending nothing', async () => {
    const sent = recordCompletion();
    const { user, dialog } = await openCompletion();
    await waitFor(() => expect(shownDate(dialog)).toBe('12/31/2026'));
    await user.clear(within(dialog).getByLabelText('Actual cost (optional)'));
    await user.type(within(dialog).getByLabelText('Actual cost (optional)'), '48.20');
    // New Year's Day: the browser's today, still tomorrow for the landlord.
    await typeDate(user, dialog, '01012027');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText('The payment date cannot be after today (Dec 31, 2026)'),
    ).toBeInTheDocument();
    expect(shownDate(dialog)).toBe('01/01/2027');
    expect(within(dialog).getByLabelText('Actual cost (optional)')).toHaveValue('48.20');
    expect(screen.getByRole('dialog', { name: 'Complete task' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("lists the task due on the landlord's day as Due Today, not Overdue", async () => {
    const row = (id: string, title: string, due: string) => ({
      ...makeTask({ id, title, due_date: due }),
      property: null,
      unit: null,
      vendor: null,
    });
    server.use(
      http.get(TASKS_URL, () =>
        HttpResponse.json([
          row('t-tonight', 'Pay power bill', '2026-12-31'),
          row('t-late', 'Pay gas bill', '2026-12-30'),
        ]),
      ),
    );
    storeSession();
    await renderApp('/tasks');
    await waitFor(() => expect(screen.getByRole('row', { name: /Pay power bill/ })).toHaveTextContent('Due Today'));
    expect(screen.getByRole('row', { name: /Pay gas bill/ })).toHaveTextContent('Overdue');
  });
});
