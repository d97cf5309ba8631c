import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot per viewport under test-results/screenshots, for people to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}-${testInfo.project.name}.png`, fullPage: true });
}
