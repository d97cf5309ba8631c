import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { TASKS_URL } from '../../../mocks/tasks';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

/** Holds the full task's read (select=*, …) until released; other reads go on to the usual handlers. */
function holdTaskDetail() {
  const { opened: released, open: release } = gate();
  const detailReads: string[] = [];
  server.use(
    http.get(TASKS_URL, async ({ request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.get('select')?.startsWith('*')) return undefined;
      detailReads.push(url.searchParams.get('id') ?? '');
      await released;
      return undefined;
    }),
  );
  return { release, detailReads };
}

describe('opening a task from the list', () => {
  it('shows what the list knew at once, then the full task when its read answers', async () => {
    const { release, detailReads } = holdTaskDetail();
    storeSession();
    await renderApp('/tasks');
    const grid = await screen.findByRole('grid', { name: 'Tasks' });
    await userEvent.setup().click(await within(grid).findByRole('link', { name: 'Pay water bill' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay water bill' })).toBeInTheDocument();
    expect(screen.getAllByText('Monthly on the 5th').length).toBeGreaterThan(0);
    expect(screen.getByText('$165.00')).toBeInTheDocument();
    expect(screen.getByText('Loading task...')).toBeInTheDocument();
    // The full read is under way, not answered: what shows came from the list's cache.
    await waitFor(() => expect(detailReads).toEqual(['eq.t-water']));
    expect(screen.queryByRole('list', { name: 'Activity log' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('list', { name: 'Activity log' })).toBeInTheDocument();
    expect(screen.queryByText('Loading task...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay water bill' })).toBeInTheDocument();
  });

  it('opened by its address, with no list before it, shows the loading state and then the task', async () => {
    const { release } = holdTaskDetail();
    storeSession();
    await renderApp('/tasks/t-water');
    expect(await screen.findByText('Loading task...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Pay water bill' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay water bill' })).toBeInTheDocument();
  });
});
