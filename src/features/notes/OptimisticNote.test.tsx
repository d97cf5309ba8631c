import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { notesTable, UNIT_NOTES_URL } from '../../../mocks/notes';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../test/renderWithProviders';
import { storeSession } from '../../../test/session';

describe('saving a note change (issue 21: optimistic, rolled back when refused)', () => {
  beforeEach(() => server.use(...notesTable()));

  it('shows Resolved at once and puts Open back when the server refuses', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(http.patch(UNIT_NOTES_URL, async () => (await released, HttpResponse.json({ message: 'Note is locked', code: 'P0001' }, { status: 400 }))));
    storeSession();
    await renderApp('/notes/unit/u-1');
    const user = userEvent.setup();
    const latest = await screen.findByRole('listitem', { name: 'Latest note' });
    await user.click(within(latest).getByRole('button', { name: 'Resolved' }));

    await waitFor(() => expect(within(latest).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true'));
    release();
    await waitFor(() => expect(within(latest).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText(/Note is locked/)).toBeInTheDocument();
  });
});
