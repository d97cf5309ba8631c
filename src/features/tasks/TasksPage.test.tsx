import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { settingsRow } from '../../../mocks/settings';
import { COMPLETE_TASK_URL, makeTask, TASKS_URL } from '../../../mocks/tasks';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { storeSession } from '../../../tests/support/session';
import { landlordToday } from '../../utils/landlordToday';

async function openTasks(route = '/tasks', list: 'grid' | 'list' | null = 'grid') {
  storeSession();
  const rendered = await renderApp(route);
  if (list) await screen.findByRole(list, { name: 'Tasks' });
  return { ...rendered, user: userEvent.setup() };
}

const rowTitles = () =>
  within(screen.getByRole('grid', { name: 'Tasks' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('TasksPage', () => {
  it('lists tasks with scope, due date, vendor, status and cost', async () => {
    await openTasks();
    await waitFor(() => expect(rowTitles()).toEqual(['Fix kitchen faucet', 'Pay water bill', 'Clean gutters']));
    const water = screen.getByRole('row', { name: /Pay water bill/ });
    expect(water).toHaveTextContent('Monthly on the 5th');
    expect(water).toHaveTextContent('Oakwood Fourplex');
    expect(water).toHaveTextContent('Jan 5, 2099');
    expect(water).toHaveTextContent('$165.00');
    expect(screen.getByRole('row', { name: /Fix kitchen faucet/ })).toHaveTextContent('Completed');
  });

  it('offers Complete only on open tasks', async () => {
    await openTasks();
    await screen.findByRole('row', { name: /Pay water bill/ });
    expect(screen.getByRole('button', { name: 'Complete Pay water bill' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Fix kitchen faucet' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the query string and sends them to the database', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(TASKS_URL)) seen.push(new URL(request.url).searchParams);
    });
    const { router, user } = await openTasks('/tasks?status=completed');
    await waitFor(() => expect(rowTitles()).toEqual(['Fix kitchen faucet']));
    expect(seen.at(-1)?.get('status')).toBe('eq.Completed');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    server.events.removeAllListeners();
  });

  it('understands the dashboard link filter=completed', async () => {
    await openTasks('/tasks?filter=completed');
    await waitFor(() => expect(rowTitles()).toEqual(['Fix kitchen faucet']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed');
  });

  it('reads one page at a time, with the total, ordered by due date in the database', async () => {
    const total = 800;
    const seen: URLSearchParams[] = [];
    const prefer: Array<string | null> = [];
    server.use(
      http.get(TASKS_URL, ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.searchParams);
        prefer.push(request.headers.get('Prefer'));
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit'));
        // Three rows stand for the page (jsdom renders every row; the grid pages by rowCount).
        const rows = Array.from({ length: Math.max(0, Math.min(3, limit, total - offset)) }, (_, i) =>
          makeTask({ id: `t-${offset + i}`, title: `Task ${offset + i}`, due_date: '2099-01-01' }),
        ).map((t) => ({ ...t, property: null, unit: null, vendor: null }));
        return HttpResponse.json(rows, { headers: { 'Content-Range': `${offset}-${offset + limit - 1}/${total}` } });
      }),
    );
    const { user } = await openTasks();
    expect(await screen.findByText('1–100 of 800')).toBeInTheDocument();
    expect(seen.map((p) => [p.get('offset'), p.get('limit'), p.get('order')])).toEqual([
      ['0', '100', 'due_on.asc.nullslast,id.asc'],
    ]);
    // Counted exactly up to the API's max rows, and no further.
    expect(prefer[0]).toContain('count=estimated');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('101–200 of 800')).toBeInTheDocument();
    expect(seen.at(-1)?.get('offset')).toBe('100');
  });

  // A hundred rows and then thirty through the data grid: on a busy 2-core run this takes over 30 s.
  it('pages on past the count when the database stops counting, until a page is not full', async () => {
    server.use(
      http.get(TASKS_URL, ({ request }) => {
        const url = new URL(request.url);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit'));
        // 130 tasks in all; above the limit PostgREST answers the planner's guess.
        const rows = Array.from({ length: Math.max(0, Math.min(limit, 130 - offset)) }, (_, i) =>
          makeTask({ id: `t-${offset + i}`, title: `Task ${offset + i}`, due_date: '2099-01-01' }),
        ).map((t) => ({ ...t, property: null, unit: null, vendor: null }));
        return HttpResponse.json(rows, { headers: { 'Content-Range': `${offset}-${offset + rows.length - 1}/54321` } });
      }),
    );
    const { user } = await openTasks();
    expect(await screen.findByText('1–100 of more than 100')).toBeInTheDocument();
    expect(screen.queryByText(/54,?321/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('101–130 of 130')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();
  }, 60_000);

  it("says 'No tasks found' when nothing matches, with the way to add one", async () => {
    server.use(http.get(TASKS_URL, () => HttpResponse.json([])));
    await openTasks('/tasks', null);
    expect(await screen.findByText('No tasks found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/tasks/new');
    expect(screen.queryByRole('grid', { name: 'Tasks' })).not.toBeInTheDocument();
  });

  it('completes a task with an actual cost and a recurring one comes back on the date the database chose', async () => {
    let args: Record<string, unknown> | undefined;
    server.use(
      http.post(COMPLETE_TASK_URL, async ({ request }) => {
        args = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 't-water', status: 'Open', next_due_date: '2099-02-05' });
      }),
    );
    const { user } = await openTasks();
    await user.click(await screen.findByRole('button', { name: 'Complete Pay water bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
    expect(dialog).toHaveTextContent('Pay water bill (due Jan 5, 2099)');
    await user.clear(within(dialog).getByLabelText('Actual cost (optional)'));
    await user.type(within(dialog).getByLabelText('Actual cost (optional)'), '$171.42');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Completed. Next due Feb 5, 2099')).toBeInTheDocument();
    // The client names the occurrence it saw, never a next date; paid on the landlord's today.
    expect(args).toEqual({
      p_task_id: 't-water',
      p_occurrence: '2099-01-05',
      p_actual_cost: 171.42,
      p_paid_on: landlordToday(settingsRow.timezone, new Date()),
    });
  });

  it('keeps the complete dialog open and says why when completion fails', async () => {
    server.use(
      http.post(COMPLETE_TASK_URL, () =>
        HttpResponse.json({ message: 'Task not found', code: 'P0002' }, { status: 400 }),
      ),
    );
    const { user } = await openTasks();
    await user.click(await screen.findByRole('button', { name: 'Complete Clean gutters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
    await user.clear(within(dialog).getByLabelText('Actual cost (optional)'));
    await user.type(within(dialog).getByLabelText('Actual cost (optional)'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('Could not complete the task: Task not found')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Actual cost (optional)')).toHaveValue('99.00');
  });

  it('asks before deleting, with the spec text', async () => {
    let deleted = false;
    server.use(http.delete(TASKS_URL, () => ((deleted = true), new HttpResponse(null, { status: 204 }))));
    const { user } = await openTasks();
    await user.click(await screen.findByRole('button', { name: 'Delete Clean gutters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Clean gutters"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });
});

describe('TasksPage on a phone', () => {
  atPhoneWidth();
  const cards = () => within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');

  it('shows each task as a card with its place, due date, status, cost and Complete, and no grid', async () => {
    await openTasks('/tasks', 'list');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const water = cards().find((card) => card.textContent?.includes('Pay water bill'))!;
    expect(water).toHaveTextContent('Monthly on the 5th');
    expect(water).toHaveTextContent('Oakwood Fourplex');
    expect(water).toHaveTextContent('Due Jan 5, 2099');
    expect(water).toHaveTextContent('$165.00');
    expect(within(water).getByRole('button', { name: 'Complete Pay water bill' })).toBeInTheDocument();
    const faucet = cards().find((card) => card.textContent?.includes('Fix kitchen faucet'))!;
    expect(faucet).toHaveTextContent('Completed');
    expect(within(faucet).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
  });

  it('orders, searches and pages in the database, as the grid does', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(TASKS_URL) && request.method === 'GET') seen.push(new URL(request.url).searchParams);
    });
    const { user } = await openTasks('/tasks', 'list');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Task' }));
    await waitFor(() => expect(seen.at(-1)?.get('order')).toMatch(/^title\.asc/));
    await user.click(screen.getByRole('button', { name: 'Ascending: sort descending' }));
    await waitFor(() => expect(seen.at(-1)?.get('order')).toMatch(/^title\.desc/));
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'gutters');
    await waitFor(() => expect(seen.at(-1)?.toString()).toMatch(/gutters/));
    server.events.removeAllListeners();
  });

  it('keeps the empty state and its New task button', async () => {
    server.use(http.get(TASKS_URL, () => HttpResponse.json([])));
    await openTasks('/tasks', null);
    expect(await screen.findByText('No tasks found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toBeInTheDocument();
  });
});
