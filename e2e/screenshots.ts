import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot per viewport under test-results/screenshots, for people to look at.
 * MUI dialogs and toasts fade in: Playwright fast-forwards finite animations to their end and stops
 * infinite ones (a spinner, a skeleton's pulse), so a shot never waits on one that does not end.
 * Under CI, where nobody opens them, none are taken: about 200 full pages a run.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  // What is on screen only: where what sticks while scrolling is the point.
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (process.env.CI) return;
  await page.screenshot({
    path: `test-results/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage,
    animations: 'disabled',
  });
}
