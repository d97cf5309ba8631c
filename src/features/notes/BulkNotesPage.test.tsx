import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ERROR_TEXT } from '../../api/errors';
import { BULK_NOTE_UNITS_URL, notesTable, UNIT_NOTES_URL } from '../../../mocks/notes';
import { server } from '../../../mocks/node';
import { PROPERTIES_URL } from '../../../mocks/properties';
import { gate } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession, userStateKey } from '../../../tests/support/session';

async function openBulkNotes() {
  storeSession();
  const rendered = await renderApp('/notes/bulk');
  await screen.findByRole('heading', { name: 'Bulk Unit Notes', level: 1 });
  await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 1' });
  // The first screenful draws with the data, the rest of the page right after.
  await screen.findByRole('region', { name: 'Elm House House' });
  return { ...rendered, user: userEvent.setup() };
}

const unitSection = (name: string) => screen.getByRole('region', { name });
const noteBox = (section: HTMLElement) => within(section).getByRole('textbox', { name: /^Note for/ });

describe('BulkNotesPage', () => {
  beforeEach(() => server.use(...notesTable()));

  it('groups units by manager, No Manager last, then by property', async () => {
    await openBulkNotes();
    // The first screenful draws with the data, the rest right after.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Maria Delgado 4 units',
        'No Manager 1 unit',
      ]),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Oakwood Fourplex',
      'Elm House',
    ]);
    expect(
      within(unitSection('Oakwood Fourplex Unit 1')).getByRole('link', { name: 'History of Unit 1' }),
    ).toHaveAttribute('href', '/notes/unit/u-1');
    expect(
      within(unitSection('Oakwood Fourplex Unit 1')).getByRole('group', { name: 'Latest note' }),
    ).toHaveTextContent('Leaky faucet');
  });

  it("shows a failed read with the server's message and Retry, which loads the units", async () => {
    server.use(
      http.get(
        PROPERTIES_URL,
        () => HttpResponse.json({ message: 'permission denied for table properties' }, { status: 403 }),
        { once: true },
      ),
    );
    storeSession();
    await renderApp('/notes/bulk');
    expect(await screen.findByText(ERROR_TEXT.forbidden, { exact: false })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 1' })).toBeInTheDocument();
  });

  it('enables Resolved only for a unit with a note, and flips it', async () => {
    const { user } = await openBulkNotes();
    expect(within(unitSection('Oakwood Fourplex Unit 3')).getByRole('checkbox', { name: 'Resolved' })).toBeDisabled();
    expect(within(unitSection('Oakwood Fourplex Unit 2')).getByRole('checkbox', { name: 'Resolved' })).toBeChecked();
    const box = within(unitSection('Oakwood Fourplex Unit 1')).getByRole('checkbox', { name: 'Resolved' });
    expect(box).toBeEnabled();
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
  });

  it('offers earlier notes only when a unit has more than one note', async () => {
    const { user } = await openBulkNotes();
    expect(
      within(unitSection('Oakwood Fourplex Unit 2')).queryByRole('button', { name: /Earlier notes/ }),
    ).not.toBeInTheDocument();
    const unit1 = unitSection('Oakwood Fourplex Unit 1');
    await user.click(within(unit1).getByRole('button', { name: 'Earlier notes (2)' }));
    const earlier = await within(unit1).findByRole('list', { name: 'Earlier notes' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Tenant asked about parking'),
      expect.stringContaining('Move-in inspection done'),
    ]);
  });

  it("saves on blur: 'Saving...', then 'Saved 2:05 PM', and the note becomes the latest", async () => {
    const { opened: saved, open: release } = gate();
    server.use(
      http.post(UNIT_NOTES_URL, async () => {
        await saved;
        const stamp = '2026-11-20T10:00:00Z';
        return HttpResponse.json(
          {
            id: 'n-new',
            unit_id: 'u-3',
            body: 'Smoke detector beeps',
            is_resolved: false,
            created_at: stamp,
            updated_at: stamp,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = await openBulkNotes();
    const unit3 = unitSection('Oakwood Fourplex Unit 3');
    await user.type(noteBox(unit3), 'Smoke detector beeps');
    await user.tab();
    expect(await within(unit3).findByText('Saving...')).toBeInTheDocument();
    act(() => release());
    expect(await within(unit3).findByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(within(unit3).getByRole('group', { name: 'Latest note' })).toHaveTextContent('Smoke detector beeps');
    expect(noteBox(unit3)).toHaveValue('');
    expect(within(unit3).getByRole('checkbox', { name: 'Resolved' })).toBeEnabled();
  });

  it('does not write a note equal to the latest one, and shows it as saved', async () => {
    let posts = 0;
    server.use(
      http.post(UNIT_NOTES_URL, () => {
        posts++;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = await openBulkNotes();
    const unit2 = unitSection('Oakwood Fourplex Unit 2');
    await user.type(noteBox(unit2), 'Painted the bedroom');
    await user.tab();
    expect(await within(unit2).findByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it("keeps the text when the server refuses a save ('Save failed' without a message), and saves it on the next try", async () => {
    server.use(http.post(UNIT_NOTES_URL, () => HttpResponse.json({}, { status: 400 }), { once: true }));
    const { user } = await openBulkNotes();
    const unit3 = unitSection('Oakwood Fourplex Unit 3');
    await user.type(noteBox(unit3), 'Window cracked');
    await user.tab();
    expect(await within(unit3).findByText('Save failed')).toBeInTheDocument();
    expect(noteBox(unit3)).toHaveValue('Window cracked');
    await user.click(noteBox(unit3));
    await user.tab();
    expect(await within(unit3).findByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(within(unit3).getByRole('group', { name: 'Latest note' })).toHaveTextContent('Window cracked');
  });

  it('shows a refused save as a sentence, never the SQL, and does not retry it', async () => {
    let posts = 0;
    server.use(
      http.post(UNIT_NOTES_URL, () => {
        posts++;
        return HttpResponse.json({ message: 'permission denied for table unit_notes', code: '42501' }, { status: 403 });
      }),
    );
    const { user } = await openBulkNotes();
    const unit3 = unitSection('Oakwood Fourplex Unit 3');
    await user.type(noteBox(unit3), 'x');
    await user.tab();
    expect(await within(unit3).findByText(ERROR_TEXT.forbidden)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/permission denied/)).not.toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('queues a save that fails for want of a network, and sends it once when the connection is back', async () => {
    let failing = true;
    const bodies: string[] = [];
    server.use(
      http.post(UNIT_NOTES_URL, async ({ request }) => {
        if (failing) return HttpResponse.error();
        bodies.push(((await request.clone().json()) as { body: string }).body);
        return undefined;
      }),
    );
    const { user } = await openBulkNotes();
    const unit3 = unitSection('Oakwood Fourplex Unit 3');
    await user.type(noteBox(unit3), 'Stair light out');
    await user.tab();
    const status = await within(unit3).findByText(/^Waiting to save/);
    expect(status).toHaveTextContent(ERROR_TEXT.offlineQueued);
    expect(screen.queryByText(/TypeError|Failed to fetch/)).not.toBeInTheDocument();
    expect(noteBox(unit3)).toHaveValue('Stair light out');
    expect(await screen.findByRole('alert', { name: /offline|not answering/i })).toBeInTheDocument();

    failing = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await within(unit3).findByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeInTheDocument();
    expect(within(unit3).getByRole('group', { name: 'Latest note' })).toHaveTextContent('Stair light out');
    expect(noteBox(unit3)).toHaveValue('');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: /offline|not answering/i })).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual(['Stair light out']);
  });

  it('ignores Ctrl+Enter and Cmd+Enter in a note box', async () => {
    const { user } = await openBulkNotes();
    const box = noteBox(unitSection('Oakwood Fourplex Unit 3'));
    await user.type(box, 'one{Control>}{Enter}{/Control}{Meta>}{Enter}{/Meta}two');
    expect(box).toHaveValue('onetwo');
  });

  it('keeps a note being typed through a reload', async () => {
    const { user, unmount } = await openBulkNotes();
    await user.type(noteBox(unitSection('Oakwood Fourplex Unit 4')), 'Carpet stain');
    await waitFor(() => expect(window.localStorage.getItem(userStateKey('noteDrafts'))).toContain('Carpet stain'));
    unmount();
    await openBulkNotes();
    expect(noteBox(unitSection('Oakwood Fourplex Unit 4'))).toHaveValue('Carpet stain');
  });

  it('asks before leaving with unsaved text, and stays when asked to', async () => {
    server.use(http.post(UNIT_NOTES_URL, () => HttpResponse.json({ message: 'offline' }, { status: 503 })));
    const { user, router } = await openBulkNotes();
    await user.type(noteBox(unitSection('Oakwood Fourplex Unit 4')), 'Unsaved thought');
    await user.click(within(unitSection('Oakwood Fourplex Unit 1')).getByRole('link', { name: 'History of Unit 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/notes/bulk');
    expect(noteBox(unitSection('Oakwood Fourplex Unit 4'))).toHaveValue('Unsaved thought');
  });

  it('asks before the browser goes back with unsaved text, and goes back once told to leave', async () => {
    server.use(http.post(UNIT_NOTES_URL, () => HttpResponse.json({ message: 'offline' }, { status: 503 })));
    storeSession();
    const { router } = await renderApp('/property-calculator');
    await screen.findByRole('heading', { name: /calculator/i, level: 1 });
    act(() => router.navigate('/notes/bulk'));
    const user = userEvent.setup();
    await user.type(noteBox(await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 4' })), 'Unsaved thought');
    act(() => router.history.go(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/notes/bulk');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-calculator'));
    expect(await screen.findByRole('heading', { name: /calculator/i, level: 1 })).toBeInTheDocument();
  });

  it('filters by manager, property, search and unresolved, and remembers the filters', async () => {
    const { user } = await openBulkNotes();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'elm');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Oakwood Fourplex Unit 1' })).not.toBeInTheDocument(),
    );
    expect(unitSection('Elm House House')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show only unresolved' }));
    expect(await screen.findByRole('region', { name: 'Oakwood Fourplex Unit 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Oakwood Fourplex Unit 2' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Property Managers' }));
    await user.click(await screen.findByRole('option', { name: 'No Manager' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Oakwood Fourplex Unit 1' })).not.toBeInTheDocument(),
    );
    expect(unitSection('Elm House House')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.localStorage.getItem(userStateKey('notesFilters'))).toContain('"onlyUnresolved":"true"'),
    );
  });

  it('reads one page of units on the server, with the search and the exact count', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url === BULK_NOTE_UNITS_URL) bodies.push(await request.clone().json());
    });
    const { user } = await openBulkNotes();
    expect(screen.getByText('1–5 of 5')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ p_only_unresolved: false, p_no_manager: false, p_limit: 50, p_offset: 0 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'unit 3');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      p_search: 'unit 3',
      p_only_unresolved: false,
      p_no_manager: false,
      p_limit: 50,
      p_offset: 0,
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Maria Delgado 1 unit']);
    server.events.removeAllListeners();
  });
});
