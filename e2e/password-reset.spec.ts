import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, mailLink, navigate, signIn, signOut } from './support';

test('a landlord who forgot the password resets it from the e-mail and signs in with the new one', async ({
  page,
}, testInfo) => {
  const { email } = await createUser();
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password reset email sent! Check your inbox.');

  const link = await mailLink(email, /reset/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password');
  await page.getByLabel(/^New password/).fill('a-new-password');
  await page.getByLabel(/^Confirm new password/).fill('a-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await signOut(page);
  await signIn(page, email, 'a-new-password');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The link was used once; a second use explains itself on the sign-in screen.
  await signOut(page);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
});

test('settings sends a reset e-mail to the signed-in user', async ({ page }) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  await page.getByRole('button', { name: 'Send password reset email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password reset email sent! Check your inbox.');
  expect(await mailLink(email, /reset/i)).toContain('type=recovery');
});
