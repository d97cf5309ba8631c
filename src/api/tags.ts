import type { TagType } from './baseApi';

/**
 * Tags by rule (STYLE.md habit 2), one style everywhere: `{ type, id }`.
 * - A query provides a tag for every entity type it returns or embeds: `listTags` for rows it
 *   lists (LIST, so a create shows up, plus one per row), `embedTags` for rows it embeds by
 *   reference (a task's property: one per id, so a rename refetches it).
 * - A mutation invalidates what it writes: creates LIST, updates and deletes their ids (and LIST
 *   where the write can move a row in or out of a filtered or ordered list).
 * src/api/tagRules.test.ts holds the table of mutation → queries that must refetch.
 */
export interface Tag {
  type: TagType;
  id: string;
}
type Ref = { id: string } | string | null | undefined;

export const LIST_ID = 'LIST';
export const listTag = (type: TagType): Tag => ({ type, id: LIST_ID });
export const idTag = (type: TagType, id: string): Tag => ({ type, id });
/**
 * Rows of `type` whose status a read works out from the landlord's today (a document expiring): a
 * new time zone invalidates this instead of the whole type, so lists that only show the rows stay.
 */
export const todayTag = (type: TagType): Tag => ({ type, id: 'TODAY' });
/**
 * The rows of `type` that belong to one parent (a unit's notes). A query that lists only that
 * parent's rows provides it beside their own tags, and a write that an open list patches in place
 * invalidates it instead of LIST: the parent's lists refetch, the whole type's lists do not.
 */
export const ofParentTag = (type: TagType, parentType: TagType, parentId: string): Tag => ({
  type,
  id: `${parentType}:${parentId}`,
});

const idsOf = (refs: Iterable<Ref>): string[] => {
  const ids = new Set<string>();
  for (const ref of refs) if (ref) ids.add(typeof ref === 'string' ? ref : ref.id);
  return [...ids];
};

/**
 * The database keeps a unit's tenant, lease, rent and deposit columns and the tenancy in force in
 * step both ways: a write to those unit columns (the unit form, a CSV, a rent increase) writes a
 * tenancy and its rent charges, so the tenancy lists and the money summed over them read again.
 */
export const unitTenancyTags = (): Tag[] => [listTag('Tenancy'), listTag('RentLedger')];

/** Rows a query lists: LIST plus one tag per row. */
export const listTags = (type: TagType, rows: Iterable<Ref> = []): Tag[] => [listTag(type), ...embedTags(type, rows)];

/** Rows a query embeds by reference (nulls skipped, each id once). */
export const embedTags = (type: TagType, refs: Iterable<Ref> = []): Tag[] => idsOf(refs).map((id) => idTag(type, id));
