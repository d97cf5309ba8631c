import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { COMPLETE_TASK_URL, SKIP_OCCURRENCE_URL, TASKS_URL, taskDetail } from '../../../mocks/tasks';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

async function openTask(id: string) {
  storeSession();
  const rendered = await renderApp(`/tasks/${id}`);
  return { ...rendered, user: userEvent.setup() };
}

describe('TaskDetailPage', () => {
  it('shows every item of SPEC §2', async () => {
    await openTask('t-gutter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean gutters' })).toBeInTheDocument();
    for (const text of [
      'One-time',
      'Oakwood Fourplex',
      'Feb 1, 2099',
      '$120.00',
      'Ladder is in the shed.',
      'RHS-4410',
      'Zelle',
      'Book visit',
      'Open',
    ]) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Quote' })).toHaveAttribute('href', 'https://reliable.example/q/1');
    expect(screen.getByRole('link', { name: 'Reliable Home Services' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/vendors\//),
    );
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/tasks/t-gutter/edit');
  });

  it("shows the vendor's account for the task's property first, then the vendor's default", async () => {
    server.use(
      http.get(TASKS_URL, () =>
        HttpResponse.json({ ...taskDetail('t-water'), account_numbers: [], vendor_account: 'RW-552-0187' }),
      ),
    );
    await openTask('t-water');
    const vendor = await screen.findByRole('region', { name: 'Vendor' });
    expect(within(vendor).getByText('Oakwood Fourplex account', { exact: false })).toHaveTextContent(
      'Oakwood Fourplex account RW-552-0187',
    );
    expect(within(vendor).getByText('Default account', { exact: false })).toHaveTextContent('Default account CW-100');
    const accounts = screen.getByRole('region', { name: 'Links and accounts' });
    expect(within(accounts).getByText('RW-552-0187')).toBeInTheDocument();
    expect(within(accounts).queryByText('None', { exact: true })).toBeNull();
  });

  it("shows the vendor's default account alone when the property has none", async () => {
    server.use(http.get(TASKS_URL, () => HttpResponse.json({ ...taskDetail('t-water'), vendor_account: 'CW-100' })));
    await openTask('t-water');
    const vendor = await screen.findByRole('region', { name: 'Vendor' });
    expect(within(vendor).getByText('Account', { exact: false })).toHaveTextContent('Account CW-100');
    expect(within(vendor).queryByText('Default account', { exact: false })).toBeNull();
  });

  it("shows a recurring bill's last payment with its day, and no cost of its own for the next occurrence", async () => {
    // mocks/expenses.ts: the water bill's newest payment is $131 on Apr 2, 2026.
    await openTask('t-water');
    expect(await screen.findByText('$131.00 on Apr 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Last paid')).toBeInTheDocument();
    expect(screen.queryByText('Actual cost')).not.toBeInTheDocument();
  });

  it('shows the actual cost of a one-time task', async () => {
    await openTask('t-faucet');
    expect(await screen.findByText('Actual cost')).toBeInTheDocument();
    expect(screen.getByText('$85.50')).toBeInTheDocument();
    expect(screen.queryByText('Last paid')).not.toBeInTheDocument();
  });

  it('shows a stored javascript: or data: link as text, never as a link', async () => {
    const links = [
      { label: 'Pay online', url: 'javascript:alert(document.cookie)' },
      { label: 'Invoice', url: 'data:text/html,<script>alert(1)</script>' },
      { label: 'Quote', url: 'https://reliable.example/q/1' },
    ];
    server.use(http.get(TASKS_URL, () => HttpResponse.json([{ ...taskDetail('t-gutter'), links }])));
    await openTask('t-gutter');
    expect(await screen.findByText('Pay online')).toBeInTheDocument();
    expect(screen.getByText('Invoice')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay online' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invoice' })).toBeNull();
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Quote' })).toHaveAttribute('href', 'https://reliable.example/q/1');
  });

  it('shows the activity log newest first', async () => {
    await openTask('t-faucet');
    const log = await screen.findByRole('list', { name: 'Activity log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' · ')[0]),
    ).toEqual(['Completed', 'Created']);
    expect(log).toHaveTextContent('cost $85.50');
    // The app's one date-time format: date, then hours and minutes, no seconds.
    for (const item of within(log).getAllByRole('listitem')) {
      expect(item.textContent?.split(' · ')[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/);
    }
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('saves a ticked checklist item without logging an edit', async () => {
    let patch: unknown;
    const activities = jest.fn();
    server.use(
      http.patch(TASKS_URL, async ({ request }) => ((patch = await request.json()), HttpResponse.json({}))),
      http.post(
        `${TASKS_URL.replace('tasks', 'activities')}`,
        () => (activities(), new HttpResponse(null, { status: 201 })),
      ),
    );
    const { user } = await openTask('t-gutter');
    await user.click(await screen.findByRole('checkbox', { name: 'Check downspouts' }));
    await waitFor(() =>
      expect(patch).toEqual({
        checklist: [
          { id: 'c1', text: 'Book visit', done: true },
          { id: 'c2', text: 'Check downspouts', done: true },
        ],
      }),
    );
    expect(activities).not.toHaveBeenCalled();
  });

  it('keeps a completion and two ticks made without a network, and sends each once, in order, when it is back', async () => {
    let failing = true;
    const sent: string[] = [];
    server.use(
      http.post(COMPLETE_TASK_URL, () => (failing ? HttpResponse.error() : (sent.push('complete'), undefined))),
      http.patch(TASKS_URL, async ({ request }) => {
        if (failing) return HttpResponse.error();
        const { checklist } = (await request.json()) as { checklist: Array<{ done: boolean }> };
        sent.push(`ticks ${checklist.map((i) => (i.done ? 'x' : '-')).join('')}`);
        return HttpResponse.json({});
      }),
    );
    const { user } = await openTask('t-gutter');
    await user.click(await screen.findByRole('checkbox', { name: 'Check downspouts' }));
    expect(await screen.findByText(/^Checklist: Waiting to save/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Book visit' }));
    expect(screen.getByRole('checkbox', { name: 'Book visit' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Check downspouts' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Complete task' })).getByRole('button', { name: 'Complete' }),
    );
    expect(await screen.findByText(/^Completion: Waiting to save/)).toBeInTheDocument();
    expect(screen.queryByText(/TypeError|Failed to fetch/)).not.toBeInTheDocument();

    failing = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/^Completion: Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(sent).toEqual(['ticks xx', 'ticks -x', 'complete']);
  });

  it("says 'Task not found' with a way back", async () => {
    await openTask('nope');
    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tasks' })).toHaveAttribute('href', '/tasks');
  });

  it('deletes after the confirmation and returns to /tasks', async () => {
    const { user, router } = await openTask('t-gutter');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Clean gutters"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
  });
  it('skips the occurrence of a recurring task through the database, and says why when it cannot', async () => {
    let skipped: Record<string, unknown> | undefined;
    server.use(
      http.post(SKIP_OCCURRENCE_URL, async ({ request }) => {
        skipped = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Task not found', code: 'P0002' }, { status: 400 });
      }),
    );
    const { user } = await openTask('t-water');
    await user.click(await screen.findByRole('button', { name: 'Skip this occurrence' }));
    expect(await screen.findByText('Could not skip: Task not found')).toBeInTheDocument();
    expect(skipped).toEqual({ p_task_id: 't-water', p_occurrence: '2099-01-05' });
  });
});
