import { existsSync } from 'node:fs';

/** Playwright drives the system Chromium: this machine cannot download Playwright's own browsers. */
export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/**
 * Chromium 156, headless, loads the desktop omnibox popup (`chrome://omnibox-popup.top-chrome/`,
 * and its AI mode twin) in a renderer of its own for every new context: about 380 chrome:// files
 * and 0.7 s of CPU, from 0.2 s before the context's first navigation to 0.5 s into it (a trace of
 * a phone-preset load). Every test and every bench load opens a new context, so on a
 * 2-core machine each shared the CPU with it, which no user's page does. Puppeteer leaves both out
 * by default (puppeteer/puppeteer#15278). Chromium merges this list with Playwright's own
 * `--disable-features`.
 */
export const WITHOUT_BROWSER_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

export const CHROMIUM_ARGS = [
  WITHOUT_BROWSER_UI,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found for the end-to-end tests. Install it with `sudo apt-get install chromium` ' +
  '(Debian/Ubuntu; /usr/bin/chromium), or point CHROMIUM_PATH at a Chrome or Chromium binary.';
