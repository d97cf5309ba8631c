import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

const props = { open: true, title: 'Delete task', message: 'Are you sure you want to delete "Water bill"?' };

describe('ConfirmDialog', () => {
  it('asks, and confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<ConfirmDialog {...props} onConfirm={onConfirm} onClose={onClose} />);
    // Its code arrives on demand.
    expect(await screen.findByRole('dialog', { name: 'Delete task' })).toHaveTextContent(
      'Are you sure you want to delete "Water bill"?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks its buttons while working and shows a failure', async () => {
    render(<ConfirmDialog {...props} busy error="Could not delete" onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Working...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete');
  });

  it('names each dialog by its own title when two are in the page at once', async () => {
    render(
      <>
        <ConfirmDialog {...props} open title="Delete increase" onConfirm={jest.fn()} onClose={jest.fn()} />
        <ConfirmDialog {...props} open title="Cancel increase" onConfirm={jest.fn()} onClose={jest.fn()} />
      </>,
    );
    // The one below is hidden from assistive technology while the other is open: its name still counts.
    expect(await screen.findByRole('dialog', { name: 'Delete increase', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel increase' })).toBeInTheDocument();
  });

  it('draws nothing until first opened, then opens', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Remove</button>
          <ConfirmDialog {...props} open={open} onConfirm={jest.fn()} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { container } = render(<Page />);
    expect(container.childElementCount).toBe(1);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Delete task' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
