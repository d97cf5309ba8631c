import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot per viewport under test-results/screenshots, for people to look at.
 * MUI dialogs and toasts fade in; waiting for animations keeps a shot from catching them half drawn.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: `test-results/screenshots/${name}-${testInfo.project.name}.png`, fullPage: true });
}
