import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { COMPLETE_TASK_URL, TASKS_URL } from '../../../mocks/tasks';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { makeStore } from '../../app/store';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

/** complete_task answers only when released, with what `answer` gives. */
function holdCompletion(answer: () => Response) {
  const { opened: released, open: release } = gate();
  server.use(http.post(COMPLETE_TASK_URL, async () => (await released, answer())));
  return release;
}

async function completeGutters({ before }: { before?: () => Promise<void> } = {}) {
  storeSession();
  await renderApp('/tasks', { store });
  const user = userEvent.setup();
  const complete = await screen.findByRole('button', { name: 'Complete Clean gutters' });
  // Once the list shows, the signed-in user's saved state is in: saves made now stay queued.
  await before?.();
  await user.click(complete);
  const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
  await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
  return dialog;
}

// The open dialog hides the page from the accessibility tree, not from the eye.
const gutters = () => screen.getByRole('row', { name: /Clean gutters/, hidden: true });

let store: ReturnType<typeof makeStore>;
beforeEach(() => {
  store = makeStore();
});

describe('completing a task: optimistic, rolled back when refused', () => {
  it('shows the row Completed at once and puts it back, with the reason, when the server refuses', async () => {
    const release = holdCompletion(() =>
      HttpResponse.json({ message: 'Task not found', code: 'P0002' }, { status: 400 }),
    );
    const dialog = await completeGutters();
    await waitFor(() => expect(gutters()).toHaveTextContent('Completed'));
    release();
    expect(await within(dialog).findByText('Could not complete the task: Task not found')).toBeInTheDocument();
    await waitFor(() => expect(gutters()).not.toHaveTextContent('Completed'));
    expect(gutters()).toHaveTextContent('Open');
  });

  it('keeps the row Completed while a completion that lost its connection waits in the save queue', async () => {
    const release = holdCompletion(() => HttpResponse.error());
    await completeGutters();
    await waitFor(() => expect(gutters()).toHaveTextContent('Completed'));
    release();
    expect(await screen.findByText(/Waiting to save/)).toBeInTheDocument();
    expect(gutters()).toHaveTextContent('Completed');
  });

  it('shows the row Completed at once while saves made before it wait for the connection, and sends nothing out of order', async () => {
    let completions = 0;
    server.use(
      http.patch(TASKS_URL, () => HttpResponse.error()),
      http.post(COMPLETE_TASK_URL, () => void completions++),
    );
    // Three saves made earlier without a connection (checklist ticks on another task): they wait.
    const tickOffline = async () => {
      for (const done of [true, false, true]) {
        await store.dispatch(
          queueSave({
            key: 'task-checklist:other',
            endpoint: 'updateTask',
            args: { id: 'other', log: false, changes: { checklist: [{ text: 'Tick', done }] } },
          }),
        );
      }
      expect(store.getState().saveQueue.items.map((i) => i.status)).toEqual(['waiting', 'waiting', 'waiting']);
    };

    await completeGutters({ before: tickOffline });
    await waitFor(() => expect(gutters()).toHaveTextContent('Completed'));
    expect(await screen.findByText(/Waiting to save/)).toBeInTheDocument();
    expect(store.getState().saveQueue.items.map((i) => i.status)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    expect(completions).toBe(0);
  });
});
