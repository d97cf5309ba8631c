import createCache, { type StylisPlugin } from '@emotion/cache';
import { prefixer, RULESET } from 'stylis';

/**
 * Emotion hands the browser, through `insertRule`, rules for other browsers as well:
 * MUI's `::-moz-focus-inner` and `::-ms-input-placeholder`, and the `::-moz-placeholder` and
 * `:-ms-input-placeholder` copies stylis's prefixer makes of every `::placeholder`. A browser
 * rejects a rule whose selector it cannot parse by throwing, and Emotion catches the throw: 12 to
 * 26 throws per screen in Chromium, 25 to 68 ms of a phone's main thread (CPU × 4). The rules a
 * browser would reject are dropped before they reach it, so the CSSOM ends the same.
 * One of five start-up savings (docs/performance.md#measured-together) that together take
 * 0.12–0.27 s off a phone's cold load; alone, each is within the bench's noise.
 */

/** A vendor pseudo-class or pseudo-element (`::-moz-focus-inner`, `:-webkit-autofill`); the group says whether an argument follows. */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit|o)-[a-z-]+(\()?/gi;

/**
 * Whether every selector of a rule is one the browser parses, judged only by its vendor pseudo
 * classes and elements (each asked once of `supports`); a pseudo with an argument is left to the
 * browser. One unparseable selector in a list makes the browser reject the whole rule.
 */
export function parseableBy(supports: (pseudo: string) => boolean): (selectors: string[]) => boolean {
  const known = new Map<string, boolean>();
  const parses = (pseudo: string) => {
    let answer = known.get(pseudo);
    if (answer === undefined) {
      answer = supports(pseudo);
      known.set(pseudo, answer);
    }
    return answer;
  };
  const selectorParses = (selector: string) => {
    // Most selectors name no vendor pseudo: one substring search, no regular expression.
    if (!selector.includes(':-')) return true;
    for (const [pseudo, argument] of selector.matchAll(VENDOR_PSEUDO)) {
      if (argument === undefined && !parses(pseudo)) return false;
    }
    return true;
  };
  return (selectors) => selectors.every(selectorParses);
}

/** A stylis plugin that leaves out the rules `parseable` rejects: with no children, stylis writes nothing for them. */
export function dropRules(parseable: (selectors: string[]) => boolean): StylisPlugin {
  return (element) => {
    if (element.type !== RULESET || element.return || !Array.isArray(element.props)) return;
    if (!parseable(element.props)) element.children = [];
  };
}

/**
 * The browser's own parser, asked once per pseudo with a scratch style sheet: `CSS.supports('selector(…)')`
 * is no oracle here, as Chromium answers false for `::-webkit-search-decoration`, which its style
 * sheets accept. Without constructable style sheets every rule goes through, as before.
 */
function browserSupports(): ((pseudo: string) => boolean) | null {
  let scratch: CSSStyleSheet;
  try {
    scratch = new CSSStyleSheet();
  } catch {
    return null;
  }
  return (pseudo) => {
    try {
      scratch.insertRule(`${pseudo}{}`, 0);
      scratch.deleteRule(0);
      return true;
    } catch {
      return false;
    }
  };
}

const supports = browserSupports();

/** The app's one Emotion cache (ThemeRoot provides it): Emotion's defaults, less the rules this browser rejects. */
export const emotionCache = createCache({
  key: 'css',
  stylisPlugins: supports ? [prefixer, dropRules(parseableBy(supports))] : [prefixer],
});
