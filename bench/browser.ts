import { chromium, type Browser } from 'playwright';
import { WITHOUT_BROWSER_UI } from '../e2e/browser';

/**
 * The Chromium every measurement of the bench runs in: Playwright's defaults (not the end-to-end
 * tests' switches, which turn the GPU off), less the browser UI Chromium would otherwise load beside
 * each measured page (`WITHOUT_BROWSER_UI`).
 */
export function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [WITHOUT_BROWSER_UI],
  });
}
