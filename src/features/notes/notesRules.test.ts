import {
  decideSave,
  earlierThan,
  groupUnits,
  hasEarlierNotes,
  hasNotesFilters,
  latestShown,
  toListRows,
} from './notesRules';
import type { LatestNote, ManagerRef, NotesFilters, NoteUnit } from './types';

const managers: ManagerRef[] = [
  { id: 'm-zoe', name: 'Zoe Park', email: 'zoe@example.test' },
  { id: 'm-amy', name: 'Amy Lee', email: null },
];
const unit = (
  id: string,
  unitLabel: string,
  propertyId: string,
  propertyName: string,
  managerId: string | null,
): NoteUnit => ({
  id,
  unitLabel,
  propertyId,
  propertyName,
  managerId,
});
const units = [
  unit('u1', 'Unit 10', 'p-oak', 'Oak Flats', 'm-zoe'),
  unit('u2', 'Unit 2', 'p-oak', 'Oak Flats', 'm-zoe'),
  unit('u3', 'House', 'p-elm', 'Elm House', null),
  unit('u4', 'A', 'p-ash', 'Ash Court', 'm-amy'),
  unit('u5', 'B', 'p-birch', 'Birch Row', 'm-zoe'),
];
const note = (unit_id: string, is_resolved: boolean, note_count = 1): LatestNote => ({
  unit_id,
  note_id: `n-${unit_id}`,
  body: 'x',
  is_resolved,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  note_count,
});

describe('groupUnits', () => {
  it('groups by manager name with No Manager last, then property name, units in natural order', () => {
    const groups = groupUnits(units, managers);
    expect(groups.map((g) => g.name)).toEqual(['Amy Lee', 'Zoe Park', 'No Manager']);
    expect(groups[1].properties.map((p) => p.name)).toEqual(['Birch Row', 'Oak Flats']);
    expect(groups[1].properties[1].units.map((u) => u.unitLabel)).toEqual(['Unit 2', 'Unit 10']);
    expect(groups[2].properties.map((p) => p.name)).toEqual(['Elm House']);
  });

  it('is empty without units', () => {
    expect(groupUnits([], managers)).toEqual([]);
  });

  it('flattens into heading and unit rows for the list', () => {
    const rows = toListRows(groupUnits(units.slice(0, 2), managers));
    expect(rows.map((r) => r.kind)).toEqual(['manager', 'property', 'unit', 'unit']);
    expect(rows[0]).toMatchObject({ name: 'Zoe Park', unitCount: 2 });
  });
});

describe('decideSave', () => {
  it('does nothing for empty or blank text', () => {
    expect(decideSave('', 'old')).toEqual({ kind: 'nothing' });
    expect(decideSave(' \n ', undefined)).toEqual({ kind: 'nothing' });
  });
  it("treats the latest note's body as already saved", () => {
    expect(decideSave('Leaky faucet', 'Leaky faucet')).toEqual({ kind: 'unchanged' });
    expect(decideSave('  Leaky faucet\n', 'Leaky faucet')).toEqual({ kind: 'unchanged' });
  });
  it('creates a new note for new text, trimmed, so the history keeps the old one', () => {
    expect(decideSave(' Faucet fixed ', 'Leaky faucet')).toEqual({ kind: 'create', body: 'Faucet fixed' });
    expect(decideSave('First note', undefined)).toEqual({ kind: 'create', body: 'First note' });
    expect(decideSave('First note', null)).toEqual({ kind: 'create', body: 'First note' });
  });
});

describe('hasNotesFilters', () => {
  const none: NotesFilters = { managerIds: [], propertyIds: [], search: '', onlyUnresolved: false };
  it.each<[string, NotesFilters, boolean]>([
    ['nothing chosen', none, false],
    ['a blank search', { ...none, search: '   ' }, false],
    ['a manager', { ...none, managerIds: ['m-1'] }, true],
    ['a property', { ...none, propertyIds: ['p-1'] }, true],
    ['a search', { ...none, search: 'oak' }, true],
    ['only unresolved', { ...none, onlyUnresolved: true }, true],
  ])('%s', (_name, filters, expected) => {
    expect(hasNotesFilters(filters)).toBe(expected);
  });
});

describe('hasEarlierNotes', () => {
  it('offers the expander only with more than one note', () => {
    expect(hasEarlierNotes(undefined)).toBe(false);
    expect(hasEarlierNotes(note('u1', false, 1))).toBe(false);
    expect(hasEarlierNotes(note('u1', false, 2))).toBe(true);
  });
});

describe('latestShown: a note waiting to be saved is the latest at once', () => {
  const saved: LatestNote = {
    unit_id: 'u1',
    note_id: 'n1',
    body: 'Leaky faucet',
    is_resolved: true,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    note_count: 3,
  };
  const waiting = (id: string, body: string, at: string) => ({ id, body, at });

  it.each([
    ['nothing waiting: the cached latest', saved, [], saved],
    ['nothing waiting, no notes yet', undefined, [], undefined],
    [
      'one waiting on a unit with notes: it, open, one more note',
      saved,
      [waiting('w1', 'Faucet fixed', '2026-11-24T18:00:00Z')],
      {
        unit_id: 'u1',
        note_id: 'w1',
        body: 'Faucet fixed',
        is_resolved: false,
        created_at: '2026-11-24T18:00:00Z',
        updated_at: '2026-11-24T18:00:00Z',
        note_count: 4,
      },
    ],
    [
      'the first note of a unit',
      undefined,
      [waiting('w1', 'First', '2026-11-24T18:00:00Z')],
      {
        unit_id: 'u1',
        note_id: 'w1',
        body: 'First',
        is_resolved: false,
        created_at: '2026-11-24T18:00:00Z',
        updated_at: '2026-11-24T18:00:00Z',
        note_count: 1,
      },
    ],
    [
      'two waiting: the newer shows, both counted',
      saved,
      [waiting('w1', 'One', '2026-11-24T18:00:00Z'), waiting('w2', 'Two', '2026-11-24T18:05:00Z')],
      {
        unit_id: 'u1',
        note_id: 'w2',
        body: 'Two',
        is_resolved: false,
        created_at: '2026-11-24T18:05:00Z',
        updated_at: '2026-11-24T18:05:00Z',
        note_count: 5,
      },
    ],
    [
      'the waiting one already taken by the server (it is the cached latest): not counted twice',
      { ...saved, note_id: 'w1' },
      [waiting('w1', 'x', '2026-11-24T18:00:00Z')],
      { ...saved, note_id: 'w1' },
    ],
    [
      'the older one taken, the newer still waiting',
      { ...saved, note_id: 'w1', note_count: 4 },
      [waiting('w1', 'One', '2026-11-24T18:00:00Z'), waiting('w2', 'Two', '2026-11-24T18:05:00Z')],
      {
        unit_id: 'u1',
        note_id: 'w2',
        body: 'Two',
        is_resolved: false,
        created_at: '2026-11-24T18:05:00Z',
        updated_at: '2026-11-24T18:05:00Z',
        note_count: 5,
      },
    ],
  ] as const)('%s', (_case, latest, notes, expected) => {
    expect(latestShown('u1', latest, notes)).toEqual(expected);
  });
});

describe('earlierThan: the notes under the latest shown', () => {
  const notes = ['n6', 'n5', 'n4', 'n3', 'n2', 'n1'].map((id) => ({ id }));
  it.each([
    ['the saved latest shown: the five after it', 'n6', ['n5', 'n4', 'n3', 'n2', 'n1']],
    ['a waiting note shown: the saved latest first, five at most', 'w1', ['n6', 'n5', 'n4', 'n3', 'n2']],
  ])('%s', (_case, latestId, expected) => {
    expect(earlierThan(latestId, notes).map((n) => n.id)).toEqual(expected);
  });
  it('answers nothing for a unit with only its latest note', () => {
    expect(earlierThan('n1', [{ id: 'n1' }])).toEqual([]);
  });
});
