import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { COMPLETE_TASK_URL } from '../../../mocks/tasks';
import { gate } from '../../../test/gate';
import { renderApp } from '../../../test/renderWithProviders';
import { storeSession } from '../../../test/session';

/** complete_task answers only when released, with what `answer` gives. */
function holdCompletion(answer: () => Response) {
  const { opened: released, open: release } = gate();
  server.use(http.post(COMPLETE_TASK_URL, async () => (await released, answer())));
  return release;
}

async function completeGutters() {
  storeSession();
  await renderApp('/tasks');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Complete Clean gutters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete task' });
  await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
  return dialog;
}

// The open dialog hides the page from the accessibility tree, not from the eye.
const gutters = () => screen.getByRole('row', { name: /Clean gutters/, hidden: true });

describe('completing a task (issue 21: optimistic, rolled back when refused)', () => {
  it('shows the row Completed at once and puts it back, with the reason, when the server refuses', async () => {
    const release = holdCompletion(() => HttpResponse.json({ message: 'Task not found', code: 'P0002' }, { status: 400 }));
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
});
