import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { dropRules, parseableBy } from './emotionCache';

/** Whether Chromium's style sheets accept these (checked in Chromium 156 with insertRule). */
const CHROMIUM: Record<string, boolean> = {
  '::-moz-focus-inner': false,
  '::-moz-placeholder': false,
  ':-moz-read-only': false,
  '::-webkit-search-decoration': true,
  ':-ms-input-placeholder': false,
  '::-ms-input-placeholder': false,
  '::-webkit-input-placeholder': true,
  ':-webkit-autofill': true,
  '::-webkit-scrollbar': true,
};

function chromium() {
  const asked: string[] = [];
  const supports = (pseudo: string) => {
    asked.push(pseudo);
    if (!(pseudo in CHROMIUM)) throw new Error(`not in the table: ${pseudo}`);
    return CHROMIUM[pseudo];
  };
  return { asked, parseable: parseableBy(supports) };
}

describe('parseableBy', () => {
  it.each([
    [['.a'], true],
    [['.a:hover', '.a::placeholder'], true],
    [['.a:-webkit-autofill'], true],
    [['.a::-webkit-input-placeholder'], true],
    [['.a::-webkit-search-decoration'], true],
    [['.a::-moz-focus-inner'], false],
    [['.a:-ms-input-placeholder'], false],
    [['label[data-shrink=false]+.MuiInputBase-formControl .a::-moz-placeholder'], false],
    // One selector the browser cannot parse makes it reject the whole list.
    [['.a::-webkit-input-placeholder', '.a::-moz-placeholder'], false],
    // A pseudo with an argument is left to the browser.
    [['.a:-moz-any(b, c)'], true],
  ])('%j → %s', (selectors, expected) => {
    expect(chromium().parseable(selectors)).toBe(expected);
  });

  it('asks the browser once per pseudo', () => {
    const { asked, parseable } = chromium();
    parseable(['.a::-moz-focus-inner']);
    parseable(['.b::-moz-focus-inner', '.b:-webkit-autofill']);
    parseable(['.c:-webkit-autofill']);
    expect(asked).toEqual(['::-moz-focus-inner', ':-webkit-autofill']);
  });
});

describe('dropRules, with stylis as Emotion runs it', () => {
  const run = (css: string, drop = true) => {
    const rules: string[] = [];
    const plugins = [
      prefixer,
      ...(drop ? [dropRules(chromium().parseable)] : []),
      stringify,
      (element: { root: unknown; return: string }) =>
        void (!element.root && element.return && rules.push(element.return)),
    ];
    serialize(compile(css), middleware(plugins as Parameters<typeof middleware>[0]));
    return rules;
  };

  it("keeps every rule Chromium parses, the prefixer's copies included, and only those", () => {
    const css =
      '.x{color:red;}.x::placeholder{opacity:0.4;}.x::-moz-focus-inner{border-style:none;}.x:-webkit-autofill{animation-name:fill;}';
    const kept = [
      '.x{color:red;}',
      '.x::-webkit-input-placeholder{opacity:0.4;}',
      '.x::placeholder{opacity:0.4;}',
      '.x:-webkit-autofill{-webkit-animation-name:fill;animation-name:fill;}',
    ];
    expect(run(css)).toEqual(kept);
    // Without the plugin, the three rules Chromium throws on reach the sheet too.
    expect(run(css, false).filter((rule) => !kept.includes(rule))).toEqual([
      '.x::-moz-placeholder{opacity:0.4;}',
      '.x:-ms-input-placeholder{opacity:0.4;}',
      '.x::-moz-focus-inner{border-style:none;}',
    ]);
  });

  it('leaves keyframes, media queries and declarations alone', () => {
    const rules = run(
      '@keyframes spin{from{opacity:0;}}@media (max-width:600px){.y{display:none;}.y::-ms-input-placeholder{color:red;}}',
    );
    expect(rules.join('')).toContain('@keyframes spin{from{opacity:0;}}');
    expect(rules.join('')).toContain('@media (max-width:600px){.y{display:none;}}');
    expect(rules.join('')).not.toContain('-ms-input-placeholder');
  });
});
