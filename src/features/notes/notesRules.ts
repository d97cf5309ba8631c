import type { LatestNote, ManagerRef, NotesFilters, NoteUnit } from './types';
import { NO_MANAGER, NO_MANAGER_LABEL } from './types';

/** SPEC §9: the bulk screen shows at most 5 earlier notes per unit. */
export const EARLIER_NOTES_LIMIT = 5;

export interface PropertyGroup {
  id: string;
  name: string;
  units: NoteUnit[];
}

export interface ManagerGroup {
  /** The manager's id, or NO_MANAGER. */
  key: string;
  name: string;
  properties: PropertyGroup[];
}

// One collator: localeCompare with options builds one per call.
const textOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string) => textOrder.compare(a, b);

/** SPEC §2: units grouped by manager (by name, 'No Manager' last), then by property (by name), units by label. */
export function groupUnits(units: readonly NoteUnit[], managers: readonly ManagerRef[]): ManagerGroup[] {
  const managerNames = new Map(managers.map((m) => [m.id, m.name]));
  const groups = new Map<string, Map<string, PropertyGroup>>();
  for (const unit of units) {
    const key = unit.managerId && managerNames.has(unit.managerId) ? unit.managerId : NO_MANAGER;
    const properties = groups.get(key) ?? new Map<string, PropertyGroup>();
    groups.set(key, properties);
    const property = properties.get(unit.propertyId) ?? { id: unit.propertyId, name: unit.propertyName, units: [] };
    properties.set(unit.propertyId, property);
    property.units.push(unit);
  }
  return [...groups.entries()]
    .map(([key, properties]) => ({
      key,
      name: key === NO_MANAGER ? NO_MANAGER_LABEL : managerNames.get(key)!,
      properties: [...properties.values()]
        .sort((a, b) => byText(a.name, b.name))
        .map((p) => ({ ...p, units: [...p.units].sort((a, b) => byText(a.unitLabel, b.unitLabel)) })),
    }))
    .sort((a, b) => (a.key === NO_MANAGER ? 1 : b.key === NO_MANAGER ? -1 : byText(a.name, b.name)));
}

export type SaveDecision = { kind: 'nothing' } | { kind: 'unchanged' } | { kind: 'create'; body: string };

/**
 * SPEC §4: nothing when the text is empty; unchanged (shown as saved) when it equals the
 * latest note's body; otherwise a new note, so the history keeps every version.
 */
export function decideSave(text: string, latestBody: string | null | undefined): SaveDecision {
  const body = text.trim();
  if (!body) return { kind: 'nothing' };
  if (latestBody !== null && latestBody !== undefined && body === latestBody.trim()) return { kind: 'unchanged' };
  return { kind: 'create', body };
}

/** A new note the save queue holds for the server: browser-made id, text, when it was made. */
export interface WaitingNote {
  id: string;
  body: string;
  at: string;
}

/**
 * The latest note a unit shows: a note still waiting to be saved shows at once, as the
 * latest, with the notes before it counted as earlier. `waiting` is oldest first; one the server
 * has already taken (it is the cached latest) is counted there and not twice. A refused note
 * leaves the queue's waiting list, so the previous latest shows again.
 */
export function latestShown(
  unitId: string,
  latest: LatestNote | undefined,
  waiting: readonly WaitingNote[],
): LatestNote | undefined {
  const unsaved = waiting.filter((note) => note.id !== latest?.note_id);
  const newest = unsaved.at(-1);
  if (!newest) return latest;
  return {
    unit_id: unitId,
    note_id: newest.id,
    body: newest.body,
    is_resolved: false,
    created_at: newest.at,
    updated_at: newest.at,
    note_count: (latest?.note_count ?? 0) + unsaved.length,
  };
}

/**
 * SPEC §9: the earlier notes under the latest shown, at most 5, from the unit's newest saved notes
 * (which include the saved latest, newest first): a note waiting to be saved is the latest shown,
 * so the saved latest is then the first earlier one.
 */
export function earlierThan<N extends { id: string }>(latestId: string, newestFirst: readonly N[]): N[] {
  return newestFirst.filter((note) => note.id !== latestId).slice(0, EARLIER_NOTES_LIMIT);
}

/** SPEC §2: the expander shows only when the unit has more than one note. */
/** Whether any bulk-notes filter is chosen (a blank search is none). */
export const hasNotesFilters = (filters: NotesFilters) =>
  filters.managerIds.length > 0 ||
  filters.propertyIds.length > 0 ||
  filters.search.trim() !== '' ||
  filters.onlyUnresolved;

export const hasEarlierNotes = (latest: Pick<LatestNote, 'note_count'> | undefined) => (latest?.note_count ?? 0) > 1;

/** The grouped list flattened into rows, so one virtual list can render headers and units. */
export type NotesListRow =
  | { kind: 'manager'; key: string; name: string; unitCount: number }
  | { kind: 'property'; key: string; name: string; id: string }
  | { kind: 'unit'; key: string; unit: NoteUnit };

/** `unitCounts` (manager key to units over all pages) gives a paged list's headings the whole group's count. */
export function toListRows(
  groups: readonly ManagerGroup[],
  unitCounts: Readonly<Record<string, number>> = {},
): NotesListRow[] {
  return groups.flatMap((group) => [
    {
      kind: 'manager' as const,
      key: `m-${group.key}`,
      name: group.name,
      unitCount: unitCounts[group.key] ?? group.properties.reduce((n, p) => n + p.units.length, 0),
    },
    ...group.properties.flatMap((property) => [
      { kind: 'property' as const, key: `p-${property.id}`, name: property.name, id: property.id },
      ...property.units.map((unit) => ({ kind: 'unit' as const, key: `u-${unit.id}`, unit })),
    ]),
  ]);
}

/** Units per page; the screen reads one page at a time, 50 to begin with. */
export const NOTES_PAGE_SIZES = [25, 50, 100];
export const NOTES_FIRST_PAGE_SIZE = 50;
