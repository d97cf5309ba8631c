/**
 * In the enclosing describe, the page renders at a phone's width: every max-width media query
 * matches and every min-width one does not (jsdom has no matchMedia, so MUI's useMediaQuery
 * otherwise sees a wide screen).
 */
export function atPhoneWidth(): void {
  let original: typeof window.matchMedia;
  beforeEach(() => {
    original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
