import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { notesTable, UNIT_NOTES_URL } from '../../../mocks/notes';
import { server } from '../../../mocks/node';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('saving a note change (optimistic, rolled back when refused)', () => {
  beforeEach(() => server.use(...notesTable()));

  it('shows Resolved at once and puts Open back when the server refuses', async () => {
    const { opened: released, open: release } = gate();
    server.use(
      http.patch(
        UNIT_NOTES_URL,
        async () => (await released, HttpResponse.json({ message: 'Note is locked', code: 'P0001' }, { status: 400 })),
      ),
    );
    storeSession();
    await renderApp('/notes/unit/u-1');
    const user = userEvent.setup();
    const latest = await screen.findByRole('listitem', { name: 'Latest note' });
    await user.click(within(latest).getByRole('button', { name: 'Resolved' }));

    await waitFor(() =>
      expect(within(latest).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true'),
    );
    release();
    await waitFor(() =>
      expect(within(latest).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByText(/Note is locked/)).toBeInTheDocument();
  });
});

describe('adding a bulk note (the latest note changes at once)', () => {
  const section = (name: string) => screen.getByRole('region', { name });
  const noteBox = (el: HTMLElement) => within(el).getByRole('textbox', { name: /^Note for/ });
  const latestNote = (el: HTMLElement) => within(el).getByRole('group', { name: 'Latest note' });

  async function openBulkNotes() {
    storeSession();
    await renderApp('/notes/bulk');
    await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 1' });
    // The first screenful draws with the data, the rest of the page right after.
    await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 4' });
    return userEvent.setup();
  }

  beforeEach(() => server.use(...notesTable()));

  it('shows the new note as the latest before the server answers, and counts the one it replaces as earlier', async () => {
    const { opened: released, open: release } = gate();
    server.use(http.post(UNIT_NOTES_URL, async () => (await released, undefined)));
    const user = await openBulkNotes();
    const unit2 = section('Oakwood Fourplex Unit 2');
    expect(within(unit2).queryByRole('button', { name: /Earlier notes/ })).not.toBeInTheDocument();
    await user.type(noteBox(unit2), 'Boiler serviced');
    await user.tab();

    await waitFor(() => expect(latestNote(unit2)).toHaveTextContent('Boiler serviced'));
    expect(latestNote(unit2)).toHaveTextContent('Open');
    expect(within(unit2).getByRole('button', { name: 'Earlier notes (1)' })).toBeInTheDocument();
    expect(within(unit2).getByRole('checkbox', { name: 'Resolved' })).toBeDisabled();
    expect(within(unit2).getByText('Saving...')).toBeInTheDocument();
    // The note it replaces is the first earlier one.
    await user.click(within(unit2).getByRole('button', { name: 'Earlier notes (1)' }));
    const earlier = await within(unit2).findByRole('list', { name: 'Earlier notes' });
    await waitFor(() => expect(within(earlier).getAllByRole('listitem')).toHaveLength(1));
    expect(within(earlier).getByRole('listitem')).toHaveTextContent('Painted the bedroom');
    release();
    expect(await within(unit2).findByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(latestNote(unit2)).toHaveTextContent('Boiler serviced');
    // Saved, the history is read again: the new note is the latest, not an earlier one.
    await waitFor(() =>
      expect(within(unit2).getByRole('list', { name: 'Earlier notes' })).toHaveTextContent('Painted the bedroom'),
    );
    expect(within(within(unit2).getByRole('list', { name: 'Earlier notes' })).getAllByRole('listitem')).toHaveLength(1);
    expect(within(unit2).getByRole('checkbox', { name: 'Resolved' })).toBeEnabled();
  });

  it('puts the previous latest note back with the reason when the server refuses, keeping the text', async () => {
    const { opened: released, open: release } = gate();
    server.use(
      http.post(
        UNIT_NOTES_URL,
        async () => (
          await released,
          HttpResponse.json({ message: 'Note is too long', code: 'P0001' }, { status: 400 })
        ),
        { once: true },
      ),
    );
    const user = await openBulkNotes();
    const unit1 = section('Oakwood Fourplex Unit 1');
    const before = latestNote(unit1).textContent;
    await user.type(noteBox(unit1), 'Replaced the washer');
    await user.tab();
    await waitFor(() => expect(latestNote(unit1)).toHaveTextContent('Replaced the washer'));
    release();
    expect(await within(unit1).findByText('Note is too long')).toBeInTheDocument();
    expect(latestNote(unit1).textContent).toBe(before);
    expect(within(unit1).getByRole('button', { name: 'Earlier notes (2)' })).toBeInTheDocument();
    expect(noteBox(unit1)).toHaveValue('Replaced the washer');
  });

  it('keeps a note waiting for the network as the latest; leaving the box again sends it, once', async () => {
    let failing = true;
    const posted: string[] = [];
    server.use(
      http.post(UNIT_NOTES_URL, async ({ request }) => {
        if (failing) return HttpResponse.error();
        posted.push(((await request.clone().json()) as { id: string }).id);
        return undefined;
      }),
    );
    const user = await openBulkNotes();
    const unit3 = section('Oakwood Fourplex Unit 3');
    await user.type(noteBox(unit3), 'Stair light out');
    await user.tab();
    expect(await within(unit3).findByText(/^Waiting to save/)).toBeInTheDocument();
    expect(latestNote(unit3)).toHaveTextContent('Stair light out');
    expect(within(unit3).queryByRole('button', { name: /Earlier notes/ })).not.toBeInTheDocument();

    // Leaving the box again with the same text while still offline: still one note, still shown.
    await user.click(noteBox(unit3));
    await user.tab();
    expect(await within(unit3).findByText(/^Waiting to save/)).toBeInTheDocument();
    expect(latestNote(unit3)).toHaveTextContent('Stair light out');

    failing = false;
    await user.click(noteBox(unit3));
    await user.tab();
    expect(await within(unit3).findByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(latestNote(unit3)).toHaveTextContent('Stair light out');
    expect(within(unit3).queryByRole('button', { name: /Earlier notes/ })).not.toBeInTheDocument();
    expect(noteBox(unit3)).toHaveValue('');
    expect(posted).toHaveLength(1);
  });
});
