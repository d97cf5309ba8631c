import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ON_DEMAND_FAILED } from '../lazyComponent';
import { ConfirmDialog } from './ConfirmDialog';
import { FeedbackProvider } from './FeedbackProvider';

/**
 * The dialog's code is a chunk of its own. In a file of its own: once the code has
 * arrived, the app keeps it, so the failure must come first.
 */
let mockOffline = true;
jest.mock('./ConfirmDialogView', () => {
  if (mockOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('./ConfirmDialogView');
});

describe('ConfirmDialog whose code cannot arrive', () => {
  it('keeps the page: says so, closes, and once back online the next click opens it', async () => {
    // React reports the failed download to the console.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = jest.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Remove</button>
          <ConfirmDialog
            open={open}
            title="Delete task"
            message={'Are you sure you want to delete "Water bill"?'}
            onConfirm={jest.fn()}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          />
        </>
      );
    }
    render(
      <FeedbackProvider>
        <Page />
      </FeedbackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Delete task' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
