import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { mailLink, signIn, signOut, uniqueEmail } from './support';

test('a new landlord signs up, confirms by e-mail, signs out and signs back in', async ({ page }, testInfo) => {
  const email = uniqueEmail('signup');
  const password = 'first-pass-1';
  await page.goto('/');
  await saveScreenshot(page, testInfo, 'sign-in');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Check your email for the confirmation link!');
  await saveScreenshot(page, testInfo, 'sign-up-done');

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email not confirmed');

  await page.goto(await mailLink(email, /confirm/i));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a wrong password is refused with a red banner and the typed e-mail stays', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.test');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('nobody@example.test');
});

test('the sign-in screen loads no session machinery until the landlord starts to sign in', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const sessionMachinery = () => scripts.filter((path) => /supabase|reduxjs|redux-persist|SignedInRoot/.test(path));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionMachinery()).toEqual([]);
  // Focusing the form starts Supabase Auth (and the app) loading, so Sign In does not wait for them.
  await page.getByRole('textbox', { name: /^Email/ }).focus();
  await expect.poll(() => sessionMachinery().some((path) => path.includes('supabase'))).toBe(true);
  expect(sessionMachinery().some((path) => path.includes('SignedInRoot'))).toBe(false);
});
