import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { notesTable, UNIT_NOTES_URL, UNITS_URL } from '../../../mocks/notes';
import { server } from '../../../mocks/node';
import { gate, holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

async function openHistory(unitId: string) {
  storeSession();
  await renderApp(`/notes/unit/${unitId}`);
  return userEvent.setup();
}

describe('NotesHistoryPage', () => {
  beforeEach(() => server.use(...notesTable()));

  it('lists the notes newest first, the first marked Latest, with the footer links', async () => {
    const release = holdRequests(UNIT_NOTES_URL);
    await openHistory('u-1');
    expect(await screen.findByText('Loading notes history...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Oakwood Fourplex - Unit 1', level: 1 })).toBeInTheDocument();
    const notes = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringMatching(/^Latest.*Created .* · Updated .*Leaky faucet\nin the kitchen/),
      expect.stringContaining('Tenant asked about parking'),
      expect.stringContaining('Move-in inspection done'),
    ]);
    expect(within(notes[1]).queryByText('Latest')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bulk Notes' })).toHaveAttribute('href', '/notes/bulk');
    expect(screen.getByRole('link', { name: 'View Property' })).toHaveAttribute('href', '/properties/p-oak');
  });

  it('flips a note between Open and Resolved', async () => {
    const user = await openHistory('u-1');
    const latest = await screen.findByRole('listitem', { name: 'Latest note' });
    expect(within(latest).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(latest).getByRole('button', { name: 'Resolved' }));
    await waitFor(() =>
      expect(within(latest).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('edits a note inline: Save disabled for blank text, Cancel keeps the note, Save stores the trimmed text', async () => {
    const user = await openHistory('u-1');
    const latest = await screen.findByRole('listitem', { name: 'Latest note' });
    await user.click(within(latest).getByRole('button', { name: 'Edit' }));
    const box = within(latest).getByRole('textbox', { name: 'Note' });
    await user.clear(box);
    await user.type(box, '   ');
    expect(within(latest).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(latest).getByRole('button', { name: 'Cancel' }));
    expect(latest).toHaveTextContent('Leaky faucet');

    await user.click(within(latest).getByRole('button', { name: 'Edit' }));
    await user.clear(within(latest).getByRole('textbox', { name: 'Note' }));
    await user.type(within(latest).getByRole('textbox', { name: 'Note' }), '  Faucet replaced  ');
    await user.click(within(latest).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(latest).queryByRole('textbox')).not.toBeInTheDocument());
    expect(latest).toHaveTextContent('Faucet replaced');
    expect(latest).not.toHaveTextContent('Leaky faucet');
  });

  it("says 'No notes yet' with a link to bulk notes", async () => {
    await openHistory('u-3');
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Bulk Notes' })).toHaveAttribute('href', '/notes/bulk');
  });

  it("says 'Unit not found' with a link back", async () => {
    await openHistory('missing');
    expect(await screen.findByRole('heading', { name: 'Unit not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bulk Notes' })).toHaveAttribute('href', '/notes/bulk');
  });

  it("says 'Unit not found', not an error, for a malformed id that both reads refuse", async () => {
    // PostgREST's answer to a unit id that is not a uuid (tests/integration/notes.test.ts).
    const malformed = () =>
      HttpResponse.json(
        { code: '22P02', details: null, hint: null, message: 'invalid input syntax for type uuid: "not-a-uuid"' },
        { status: 400 },
      );
    server.use(http.get(UNITS_URL, malformed), http.get(UNIT_NOTES_URL, malformed));
    await openHistory('not-a-uuid');
    expect(await screen.findByRole('heading', { name: 'Unit not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bulk Notes' })).toHaveAttribute('href', '/notes/bulk');
  });

  it("asks for the unit's notes without waiting for the unit", async () => {
    // The unit is answered only once the notes were asked for: a notes read that waited for the
    // unit would leave the screen loading.
    const { opened: notesRequested, open: notesAsked } = gate();
    server.use(
      http.get(UNITS_URL, async () => {
        await notesRequested;
      }),
      http.get(UNIT_NOTES_URL, () => notesAsked()),
    );
    await openHistory('u-1');
    expect(await screen.findByRole('heading', { name: 'Oakwood Fourplex - Unit 1', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
