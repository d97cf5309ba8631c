import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, navigate, signIn } from './support';

test('digest settings are saved and still there after a reload', async ({ page }, testInfo) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  await expect(page.getByLabel('Daily digest time')).toHaveValue('07:00');
  await saveScreenshot(page, testInfo, 'settings');

  await page.getByLabel('Daily digest time').fill('06:45');
  await page.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: 'Thursday' }).click();
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Mountain Time (Denver)' }).click();
  await page.getByRole('switch', { name: 'Send me a weekly digest' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Settings saved successfully!');

  await page.reload();
  await expect(page.getByLabel('Daily digest time')).toHaveValue('06:45');
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveText('Thursday');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText('Mountain Time (Denver)');
  await expect(page.getByRole('switch', { name: 'Send me a weekly digest' })).not.toBeChecked();
});
