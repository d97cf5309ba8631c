import { isPhoneScreen, opensWithScreen, PHONE, type Collapsible } from './filterPanelRules';

describe('opensWithScreen', () => {
  it.each<[Collapsible, boolean, boolean, boolean]>([
    // collapsible, a filter chosen, a phone, opens with the screen
    [false, false, true, true],
    [false, false, false, true],
    [true, false, false, false],
    [true, false, true, false],
    [true, true, true, true],
    ['phone', false, true, false],
    ['phone', false, false, true],
    ['phone', true, true, true],
  ])('collapsible %s, a filter chosen %s, a phone %s: %s', (collapsible, active, phone, opens) => {
    expect(opensWithScreen(active, collapsible, phone)).toBe(opens);
  });
});

describe('isPhoneScreen', () => {
  afterEach(() => {
    // @ts-expect-error the unit tests run in Node, where there is no window
    delete globalThis.window;
  });
  /** A browser at `width` CSS pixels: a max-width query matches up to its width. */
  const browserAt = (width: number) => {
    const matchMedia = (query: string) => ({
      matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? -1) >= width,
    });
    Object.assign(globalThis, { window: { matchMedia } });
  };

  it('asks for the theme breakpoint below sm (600 px)', () => {
    expect(PHONE).toBe('@media (max-width:599.95px)');
    browserAt(390);
    expect(isPhoneScreen()).toBe(true);
    browserAt(599);
    expect(isPhoneScreen()).toBe(true);
    browserAt(600);
    expect(isPhoneScreen()).toBe(false);
  });

  it('takes no window, or one without media queries, for a wide screen', () => {
    expect(isPhoneScreen()).toBe(false);
    Object.assign(globalThis, { window: {} });
    expect(isPhoneScreen()).toBe(false);
  });
});
