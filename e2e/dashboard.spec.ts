import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { isPhone, navigate, signIn } from './support';

// The seeded demo account (supabase/seed.sql); this journey only reads it.
const DEMO = { email: 'demo@landlordhq.test', password: 'demo-landlord' };

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });
const number = async (locator: Locator) => Number((await locator.textContent())?.replace(/\D/g, ''));

/** The figure a stat card shows, read from its link's name ("24 Tasks"). */
async function statFigure(page: Page, label: string): Promise<number> {
  const link = totals(page).getByRole('link', { name: new RegExp(`^[\\d,]+ ${label}$`) });
  await expect(link).toBeVisible();
  return number(link);
}

/** A list card's total (its chip), and its rows' links. */
async function listTotal(page: Page, name: string) {
  const chip = card(page, name).getByLabel(/ in total$/);
  await expect(chip).toBeVisible();
  return number(chip);
}

/** Tasks listed over all pages: the grid's aria-rowcount (it counts the header row too), or a phone's pager. */
async function gridRows(page: Page) {
  if (isPhone(page)) {
    await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toBeVisible();
    const range = await page.getByText(/^\d+–\d+ of \d+$/).textContent();
    return Number(range?.split(' of ')[1]);
  }
  const grid = page.getByRole('grid', { name: 'Tasks' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return Number(await grid.getAttribute('aria-rowcount')) - 1;
}

/** Back to the dashboard through the navigation, as a landlord would (no full reload). */
async function openDashboard(page: Page) {
  await navigate(page, null, 'Dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
}

// Many screens in one journey, each opened cold: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  // The first visit waits for the dashboard's chunks (and the charts library) to compile.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 60_000 });
});

test('every dashboard figure matches the list its link opens', async ({ page }, testInfo) => {
  await expect(card(page, 'This Week Spend').getByLabel("This week's spend")).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(
    page.getByRole('figure', { name: 'Spend per week, last 12 weeks' }).locator('svg').first(),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard');

  const properties = await statFigure(page, 'Properties');
  const tasks = await statFigure(page, 'Tasks');
  const vendors = await statFigure(page, 'Vendors');
  const completed = await statFigure(page, 'Completed');
  const overdue = await listTotal(page, 'Overdue tasks');
  const dueSoon = await listTotal(page, 'Due in the next 7 days');
  const rent = await listTotal(page, 'Rent increases');
  await expect(card(page, 'Overdue tasks').getByRole('list').getByRole('link')).toHaveCount(Math.min(overdue, 5));
  await expect(card(page, 'Due in the next 7 days').getByRole('list').getByRole('link')).toHaveCount(
    Math.min(dueSoon, 5),
  );
  await expect(card(page, 'Rent increases').getByRole('list').getByRole('link')).toHaveCount(Math.min(rent, 5));

  await totals(page)
    .getByRole('link', { name: `${properties} Properties` })
    .click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(properties);

  await openDashboard(page);
  await totals(page)
    .getByRole('link', { name: `${vendors} Vendors` })
    .click();
  await expect(page).toHaveURL(/\/vendors$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(vendors);

  await openDashboard(page);
  await totals(page)
    .getByRole('link', { name: `${tasks} Tasks` })
    .click();
  await expect(page).toHaveURL(/\/tasks$/);
  expect(await gridRows(page)).toBe(tasks);

  await openDashboard(page);
  await totals(page)
    .getByRole('link', { name: `${completed} Completed` })
    .click();
  await expect(page).toHaveURL(/\/tasks\?filter=completed$/);
  // The figure counts every completion, each paid occurrence of a recurring bill too; the list
  // shows the tasks that ended Completed.
  expect(await gridRows(page)).toBeLessThanOrEqual(completed);

  await openDashboard(page);
  await card(page, 'Overdue tasks').getByRole('link', { name: 'View all: Overdue tasks' }).click();
  await expect(page).toHaveURL(/\/tasks\?filter=overdue$/);
  expect(await gridRows(page)).toBe(overdue);

  await openDashboard(page);
  await card(page, 'Due in the next 7 days')
    .getByRole('link', { name: /^View all/ })
    .click();
  await expect(page).toHaveURL(/\/tasks\?filter=due-soon$/);
  expect(await gridRows(page)).toBe(dueSoon);

  await openDashboard(page);
  await card(page, 'Rent increases')
    .getByRole('link', { name: /^View all/ })
    .click();
  await expect(page).toHaveURL(/\/rent\/increases\/upcoming\?range=90d$/);
  await expect(
    page
      .getByRole(isPhone(page) ? 'list' : 'table', { name: 'Upcoming rent increases' })
      .getByRole(isPhone(page) ? 'listitem' : 'row')
      .filter({ has: page.getByRole('checkbox') }),
  ).toHaveCount(rent);
});

test('list items and quick actions lead where the spec says', async ({ page }) => {
  const firstOverdue = card(page, 'Overdue tasks').getByRole('list').getByRole('link').first();
  const overdueTitle = (await firstOverdue.locator('.MuiListItemText-primary').textContent()) ?? '';
  await firstOverdue.click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: overdueTitle, level: 1 })).toBeVisible({ timeout: 30_000 });

  await openDashboard(page);
  await card(page, 'Due in the next 7 days').getByRole('list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);

  await openDashboard(page);
  await card(page, 'Completed this week').getByRole('list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tasks\/[0-9a-f-]{36}$/);

  await openDashboard(page);
  const firstRent = card(page, 'Rent increases').getByRole('list').getByRole('link').first();
  const property = ((await firstRent.locator('.MuiListItemText-primary').textContent()) ?? '').split(' · ')[0];
  await firstRent.click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: property, level: 1 })).toBeVisible({ timeout: 30_000 });

  await openDashboard(page);
  const actions = page.getByRole('group', { name: 'Quick actions' });
  for (const [name, href] of [
    ['New task', '/tasks/new'],
    ['Add property', '/properties/new'],
    ['Add vendor', '/vendors/new'],
    ['Plan rent increase', '/rent-planner'],
  ]) {
    await expect(actions.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await actions.getByRole('link', { name: 'Plan rent increase' }).click();
  await expect(page).toHaveURL(/\/rent-planner$/);
  await expect(page.getByRole('heading', { name: 'Rent Increase Planner', level: 1 })).toBeVisible({ timeout: 30_000 });
});
