import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';

test('the start page reports the backend as reachable', async ({ page }, testInfo) => {
  await page.goto('/status');
  await expect(page.getByRole('heading', { name: 'Backend reachable' })).toBeVisible();
  const services = page.getByRole('list', { name: 'Services' });
  await expect(services.getByText('Auth service')).toBeVisible();
  await expect(services.getByText('Database API')).toBeVisible();
  await expect(services.getByText('Reachable', { exact: true })).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'backend-status');
});
