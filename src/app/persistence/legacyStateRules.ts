/**
 * Browser state written before it was kept per user sat under one key for everyone
 * (`persist:landlordhq:<slice>`). It is claimed once, by the first user who signs in on that
 * browser, or dropped where it cannot be theirs:
 * - the calculator (draft, saved deals, settings) holds no account's ids: claimed whole;
 * - note drafts name units: claimed for the units the user owns, the rest dropped;
 * - filters and views name another account's managers, properties or vendors: dropped.
 */
export type LegacyRule = 'claim' | 'ownedUnitsOnly' | 'drop';

const RULES: Record<string, LegacyRule> = {
  calculatorDraft: 'claim',
  calculatorSaved: 'claim',
  calculatorSettings: 'claim',
  noteDrafts: 'ownedUnitsOnly',
};

export const legacyRule = (slice: string): LegacyRule => RULES[slice] ?? 'drop';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** redux-persist stores a slice as a JSON object whose values are themselves JSON strings. */
function parseStored(raw: string): Record<string, string> | null {
  try {
    const outer: unknown = JSON.parse(raw);
    return outer && typeof outer === 'object' && !Array.isArray(outer) ? (outer as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function draftsOf(outer: Record<string, string>): Record<string, string> {
  try {
    const byUnit: unknown = JSON.parse(outer.byUnit ?? '{}');
    if (!byUnit || typeof byUnit !== 'object' || Array.isArray(byUnit)) return {};
    return Object.fromEntries(
      Object.entries(byUnit).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The units a stored note-drafts slice has text for (only well-formed ids: anything else cannot be a unit). */
export function draftUnitIds(raw: string): string[] {
  const outer = parseStored(raw);
  return outer ? Object.keys(draftsOf(outer)).filter((id) => UUID.test(id)) : [];
}

/** The stored note drafts narrowed to the given units, in the stored format; null when none is left. */
export function keepDraftsFor(raw: string, ownedUnitIds: ReadonlySet<string>): string | null {
  const outer = parseStored(raw);
  if (!outer) return null;
  const kept = Object.fromEntries(
    Object.entries(draftsOf(outer)).filter(([unitId, text]) => ownedUnitIds.has(unitId) && text.trim() !== ''),
  );
  if (Object.keys(kept).length === 0) return null;
  return JSON.stringify({ ...outer, byUnit: JSON.stringify(kept) });
}
