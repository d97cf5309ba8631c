import { existsSync } from 'node:fs';

/** Playwright drives the system Chromium: this machine cannot download Playwright's own browsers. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export const CHROMIUM_ARGS = [
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
