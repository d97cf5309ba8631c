import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, navigate, signIn } from './support';

const ENTRIES: Array<[group: 'Rent' | 'Properties' | 'Account' | null, label: string, path: string, heading: string]> =
  [
    [null, 'Tasks', '/tasks', 'Tasks'],
    [null, 'Expenses', '/expenses', 'Expenses'],
    [null, 'Bulk Notes', '/notes/bulk', 'Bulk Unit Notes'],
    [null, 'Property Calculator', '/property-calculator', 'Property Calculator'],
    ['Rent', 'Rent Roll', '/rent-roll', 'Rent Roll'],
    ['Rent', 'Rent Planner', '/rent-planner', 'Rent Increase Planner'],
    ['Rent', 'Upcoming Increases', '/rent/increases/upcoming?range=90d', 'Upcoming Rent Increases'],
    ['Properties', 'Properties', '/properties', 'Properties'],
    ['Properties', 'Property Managers', '/property-managers', 'Property Managers'],
    ['Properties', 'Vendors', '/vendors', 'Vendors'],
    ['Account', 'Settings', '/settings', 'Settings'],
    [null, 'Dashboard', '/', 'Dashboard'],
  ];

test('every menu entry leads to its screen', async ({ page }, testInfo) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await saveScreenshot(page, testInfo, 'shell');
  for (const [group, label, path, heading] of ENTRIES) {
    await navigate(page, group, label);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Properties' }).click();
    await saveScreenshot(page, testInfo, 'menu-open');
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Properties' }).click();
    await saveScreenshot(page, testInfo, 'menu-open');
  }
});

test('an unknown address shows a not-found page with a way home', async ({ page }, testInfo) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL('/');
});

test('nothing is cut off: the page never scrolls sideways', async ({ page }) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  for (const path of ['/', '/settings', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  }
});
