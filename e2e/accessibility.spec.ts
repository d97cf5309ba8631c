import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, insertAs, isPhone, signIn, userApi } from './support';

/**
 * Axe on every screen, signed in and out, on desktop and phone, with the main
 * dialogs open: no serious or critical violation. Each screen is a soft assertion, so one run
 * lists every screen that fails, each violation with its rule, impact, elements and help.
 */
async function expectAccessible(
  page: Page,
  screen: string,
  ready: Locator = page.getByRole('heading', { level: 1 }).first(),
) {
  // Checked once the screen has settled: its heading (or open dialog) shown and no loading text left.
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Loading.*\.\.\.$/)).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${v.help}. ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
  expect.soft(serious, `axe on ${screen} (${page.url()})`).toEqual([]);
}

test('signed-out screens have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expectAccessible(page, 'sign-in');

  await page.getByRole('button', { name: /Sign up/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Create/ })).toBeVisible();
  await expectAccessible(page, 'sign-up');

  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expectAccessible(page, 'forgot password');

  // A failed sign-in shows its banner.
  await page.goto('/');
  await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.test');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'sign-in error');

  await page.goto('/reset-password');
  await expectAccessible(page, '/reset-password signed out');

  await page.goto('/status');
  await expect(page.getByRole('heading', { name: /^Backend (un)?reachable$/ })).toBeVisible();
  await expectAccessible(page, '/status');
});

test('signed-in screens and their main dialogs have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(420_000);
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const manager = await insertAs(api, 'property_managers', {
    name: 'Pat Manager',
    email: 'pat@example.test',
    phone: '+15555550100',
  });
  const property = await insertAs(api, 'properties', {
    name: 'Birch Lane',
    address_line1: '7 Birch Ln',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    property_manager_id: manager.id,
  });
  const unit = await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: '1A',
    monthly_rent: 1234,
    lease_status: 'MonthToMonth',
    tenant_name: 'Kim Lee',
  });
  const vendor = await insertAs(api, 'vendors', { name: 'Durham Water', category: 'Water' });
  const task = await insertAs(api, 'tasks', {
    title: 'Water bill',
    scope: 'Property',
    property_id: property.id,
    vendor_id: vendor.id,
    due_date: new Date().toISOString().slice(0, 10),
  });
  await insertAs(api, 'scheduled_rent_increases', {
    unit_id: unit.id,
    basis: 'FixedAmount',
    amount: 36,
    effective_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    planned_new_rent: 1270,
  });
  await signIn(page, email, password);

  const screens: Array<[name: string, path: string]> = [
    ['dashboard', '/'],
    ['tasks', '/tasks'],
    ['expenses', '/expenses'],
    ['tax-year summary', `/expenses/summary?year=${new Date().getFullYear()}`],
    ['new task', '/tasks/new'],
    ['task detail', `/tasks/${task.id}`],
    ['properties', '/properties'],
    ['new property', '/properties/new'],
    ['property detail', `/properties/${property.id}`],
    ['vendors', '/vendors'],
    ['vendor detail', `/vendors/${vendor.id}`],
    ['property managers', '/property-managers'],
    ['bulk notes', '/notes/bulk'],
    ['unit notes', `/notes/unit/${unit.id}`],
    ['rent planner', '/rent-planner'],
    ['upcoming increases', '/rent/increases/upcoming'],
    ['settings', '/settings'],
    ['property calculator', '/property-calculator'],
    ['not found', '/no-such-page'],
    ['reset password', '/reset-password'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expectAccessible(page, name);
  }

  // The main dialogs and menus, open.
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Complete Water bill' }).click({ timeout: 30_000 });
  await expectAccessible(page, 'complete task dialog', page.getByRole('dialog', { name: 'Complete task' }));
  await page.keyboard.press('Escape');

  await page.goto('/vendors/new');
  await expectAccessible(page, 'add vendor dialog', page.getByRole('dialog'));
  await page.keyboard.press('Escape');

  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Add expense' }).click();
  await expectAccessible(page, 'add expense dialog', page.getByRole('dialog', { name: 'Add expense' }));
  await page.keyboard.press('Escape');

  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectAccessible(page, 'phone navigation drawer', page.getByRole('navigation', { name: 'Main' }));
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Rent' }).click();
    await expectAccessible(page, 'desktop Rent menu', page.getByRole('menu'));
  }
});
