/**
 * @jest-environment jest-fixed-jsdom
 */
import { createUserScopedStorage, userStorageKey } from './userScopedStorage';

const ALICE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BOB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const UNIT_A = '11111111-1111-4111-8111-111111111111';
const UNIT_B = '22222222-2222-4222-8222-222222222222';
const drafts = (byUnit: Record<string, string>) => JSON.stringify({ byUnit: JSON.stringify(byUnit) });

function setUp(owned: string[] | Error = []) {
  const ownedUnitIds = jest.fn(async () => {
    if (owned instanceof Error) throw owned;
    return new Set(owned);
  });
  return { storage: createUserScopedStorage({ backing: window.localStorage, ownedUnitIds }), ownedUnitIds };
}

describe('user-scoped storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads and writes under the signed-in user’s own key', async () => {
    const { storage } = setUp();
    storage.setUser(ALICE);
    await storage.setItem('persist:landlordhq:propertyFilters', '{"days":"60"}');
    expect(window.localStorage.getItem(`persist:landlordhq:${ALICE}:propertyFilters`)).toBe('{"days":"60"}');
    expect(await storage.getItem('persist:landlordhq:propertyFilters')).toBe('{"days":"60"}');

    storage.setUser(BOB);
    expect(await storage.getItem('persist:landlordhq:propertyFilters')).toBeNull();
    await storage.removeItem('persist:landlordhq:propertyFilters');
    expect(window.localStorage.getItem(userStorageKey(ALICE, 'persist:landlordhq:propertyFilters'))).toBe(
      '{"days":"60"}',
    );
  });

  it('reads and writes nothing with nobody signed in', async () => {
    const { storage } = setUp();
    window.localStorage.setItem('persist:landlordhq:calculatorDraft', '{"name":"\\"Alice Secret Deal\\""}');
    await storage.setItem('persist:landlordhq:calculatorDraft', '{}');
    expect(await storage.getItem('persist:landlordhq:calculatorDraft')).toBeNull();
    expect(Object.keys(window.localStorage)).toEqual(['persist:landlordhq:calculatorDraft']);
  });

  it('lets the first user claim the shared calculator state, once', async () => {
    const { storage } = setUp();
    const deal = '{"name":"\\"Alice Secret Deal\\""}';
    window.localStorage.setItem('persist:landlordhq:calculatorDraft', deal);
    storage.setUser(ALICE);
    expect(await storage.getItem('persist:landlordhq:calculatorDraft')).toBe(deal);
    expect(window.localStorage.getItem('persist:landlordhq:calculatorDraft')).toBeNull();
    storage.setUser(BOB);
    expect(await storage.getItem('persist:landlordhq:calculatorDraft')).toBeNull();
  });

  it('drops shared filters, which may name another account’s ids', async () => {
    const { storage } = setUp();
    window.localStorage.setItem('persist:landlordhq:notesFilters', '{"managerId":"\\"x\\""}');
    storage.setUser(ALICE);
    expect(await storage.getItem('persist:landlordhq:notesFilters')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('claims shared note drafts only for units the user owns', async () => {
    const { storage, ownedUnitIds } = setUp([UNIT_A]);
    window.localStorage.setItem('persist:landlordhq:noteDrafts', drafts({ [UNIT_A]: 'mine', [UNIT_B]: 'theirs' }));
    storage.setUser(ALICE);
    const claimed = await storage.getItem('persist:landlordhq:noteDrafts');
    expect(ownedUnitIds).toHaveBeenCalledWith([UNIT_A, UNIT_B]);
    expect(JSON.parse((JSON.parse(claimed!) as { byUnit: string }).byUnit)).toEqual({ [UNIT_A]: 'mine' });
    expect(window.localStorage.getItem('persist:landlordhq:noteDrafts')).toBeNull();
    expect(window.localStorage.getItem(userStorageKey(ALICE, 'persist:landlordhq:noteDrafts'))).toBe(claimed);
  });

  it('leaves shared note drafts in place when ownership cannot be asked', async () => {
    const { storage } = setUp(new Error('Failed to fetch'));
    const legacy = drafts({ [UNIT_A]: 'mine' });
    window.localStorage.setItem('persist:landlordhq:noteDrafts', legacy);
    storage.setUser(ALICE);
    expect(await storage.getItem('persist:landlordhq:noteDrafts')).toBeNull();
    expect(window.localStorage.getItem('persist:landlordhq:noteDrafts')).toBe(legacy);
  });

  it('prefers the user’s own state to anything shared', async () => {
    const { storage } = setUp();
    window.localStorage.setItem(userStorageKey(ALICE, 'persist:landlordhq:calculatorDraft'), 'own');
    window.localStorage.setItem('persist:landlordhq:calculatorDraft', 'shared');
    storage.setUser(ALICE);
    expect(await storage.getItem('persist:landlordhq:calculatorDraft')).toBe('own');
    expect(window.localStorage.getItem('persist:landlordhq:calculatorDraft')).toBe('shared');
  });
});
