import { showsBootFrame } from './bootRules';

describe('showsBootFrame', () => {
  it.each([
    ['/', true],
    ['/tasks', true],
    ['/properties/8c1f0e7a-0000-4000-8000-000000000001', true],
    ['/rent/increases/upcoming', true],
    ['/settings/', true],
    // Drawn outside the shell: no bar to outline.
    ['/status', false],
    ['/status/', false],
    ['/reset-password', false],
    ['/reset-password/', false],
    // Only the exact screens: a longer address is a shell screen (or the shell's not-found page).
    ['/status-report', true],
    ['/reset-password/extra', true],
  ])('%s → %s', (pathname, shown) => {
    expect(showsBootFrame(pathname)).toBe(shown);
  });
});
