import { draftUnitIds, keepDraftsFor, legacyRule } from './legacyStateRules';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
/** A note-drafts slice as redux-persist writes it: values are JSON strings themselves. */
const stored = (byUnit: Record<string, string>) =>
  JSON.stringify({ byUnit: JSON.stringify(byUnit), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

describe('legacyRule', () => {
  it.each([
    ['calculatorDraft', 'claim'],
    ['calculatorSaved', 'claim'],
    ['calculatorSettings', 'claim'],
    ['noteDrafts', 'ownedUnitsOnly'],
    ['notesFilters', 'drop'],
    ['propertyFilters', 'drop'],
    ['vendorView', 'drop'],
    ['somethingNew', 'drop'],
  ])('%s is %s', (slice, rule) => expect(legacyRule(slice)).toBe(rule));
});

describe('draftUnitIds', () => {
  it('lists the units with a draft, well-formed ids only', () => {
    expect(draftUnitIds(stored({ [A]: 'leak', [B]: 'paint', 'not-a-unit': 'x' }))).toEqual([A, B]);
  });
  it.each([['not json'], ['[]'], [JSON.stringify({ byUnit: 'not json' })], [JSON.stringify({})]])(
    'finds none in %s',
    (raw) => {
      expect(draftUnitIds(raw)).toEqual([]);
    },
  );
});

describe('keepDraftsFor', () => {
  it('keeps only the drafts of owned units, in the stored format', () => {
    const kept = keepDraftsFor(stored({ [A]: 'leak under sink', [B]: 'not mine' }), new Set([A]));
    expect(kept).not.toBeNull();
    const outer = JSON.parse(kept!) as Record<string, string>;
    expect(JSON.parse(outer.byUnit)).toEqual({ [A]: 'leak under sink' });
    expect(JSON.parse(outer._persist)).toEqual({ version: 1, rehydrated: true });
  });
  it('gives null when no owned unit has text', () => {
    expect(keepDraftsFor(stored({ [B]: 'not mine', [A]: '   ' }), new Set([A]))).toBeNull();
  });
  it('gives null for a damaged value', () => {
    expect(keepDraftsFor('{', new Set([A]))).toBeNull();
  });
});
