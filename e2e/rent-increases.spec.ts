import { expect, test, type Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, signIn, userApi } from './support';

/** MUI X date fields are groups of spinbuttons: focus the month and type the digits. */
async function fillDate(page: Page, label: string, isoDate: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(format(parseISO(isoDate), 'MMddyyyy'));
}

const shown = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');

test('a landlord plans two chained increases, sees them upcoming, and applies the first', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Birch Lane',
    address_line1: '7 Birch Ln',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: '1A',
    monthly_rent: 1234,
    lease_status: 'MonthToMonth',
    tenant_name: 'Kim Lee',
  });
  await signIn(page, email, password);

  const today = new Date();
  const first = format(addDays(today, 30), 'yyyy-MM-dd');
  const second = format(addDays(today, 60), 'yyyy-MM-dd');

  // 3% on $1,234 is $1,271.02, rounded to the nearest 5: $1,270; the date defaults to 30 days ahead.
  await page.goto('/rent-planner');
  await expect(page.getByRole('heading', { name: 'Rent Increase Planner', level: 1 })).toBeVisible();
  // The picker searches on the server: part of the name finds the unit.
  await page.getByRole('combobox', { name: 'Unit' }).fill('birch 1a');
  await page.getByRole('option', { name: 'Birch Lane · 1A' }).click();
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('3');
  await expect(page.getByTestId('planned-rent')).toHaveText('Planned new rent: $1,270.00');
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  const list = page.getByRole('list', { name: 'Scheduled increases' });
  await expect(list.getByRole('listitem').filter({ hasText: shown(first) })).toContainText('$1,270.00');

  // A second 3% a month later chains on $1,270: $1,308.10 → $1,310.
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('3');
  await fillDate(page, 'Effective date', second);
  await expect(page.getByTestId('planned-rent')).toHaveText('Planned new rent: $1,310.00');
  await saveScreenshot(page, testInfo, 'rent-planner');
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: shown(second) })).toContainText('$1,310.00');

  // The same date again is refused with the SPEC §8 alert.
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('2');
  await fillDate(page, 'Effective date', second);
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  await expect(
    page.getByText(
      `A rent increase for this unit on ${shown(second)} already exists. Please choose a different effective date.`,
    ),
  ).toBeVisible();

  // Both show in the upcoming view, each step measured from the rent just before it.
  await page.goto('/rent/increases/upcoming');
  await expect(page).toHaveURL(/range=90d$/);
  // A table on a desktop, a list of cards on a phone.
  const grid = page.getByRole(isPhone(page) ? 'list' : 'table', { name: 'Upcoming rent increases' });
  await expect(grid.getByRole('link', { name: 'Birch Lane' })).toBeVisible();
  const rows = grid.getByRole(isPhone(page) ? 'listitem' : 'row');
  const firstRow = rows.filter({ hasText: shown(first) });
  const secondRow = rows.filter({ hasText: shown(second) });
  await expect(firstRow).toContainText('$1,270.00');
  await expect(firstRow).toContainText('+$36.00');
  await expect(firstRow).toContainText('3.0%');
  await expect(secondRow).toContainText('$1,310.00');
  await expect(secondRow).toContainText('+$40.00');
  await saveScreenshot(page, testInfo, 'rent-upcoming');
  await page.getByRole('button', { name: '30d' }).click();
  await expect(page).toHaveURL(/range=30d$/);
  // Day 30 is inside the 30-day window; day 60 is not.
  await expect(secondRow).toBeHidden();
  await expect(firstRow).toBeVisible();

  // Apply the first from the planner: the box locks, then shows Applied.
  await page.goto('/rent-planner');
  const item = list.getByRole('listitem').filter({ hasText: shown(first) });
  // A controlled box: it stays unticked while 'Applying...', so click rather than check().
  await item.getByRole('checkbox', { name: 'Mark as Applied' }).click();
  // Ahead of its date, it asks first.
  await page.getByRole('dialog', { name: 'Mark as applied now?' }).getByRole('button', { name: 'Apply now' }).click();
  await expect(item.getByRole('checkbox', { name: 'Applied' })).toBeChecked();
  await expect(item.getByRole('checkbox', { name: 'Applied' })).toBeDisabled();

  // The property page shows the new rent, and only the second increase still upcoming.
  await page.goto(`/properties/${property.id}`);
  await expect(page.getByRole('heading', { name: 'Birch Lane', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('$1,270.00');
  await expect(page.getByText('1A: $1,270.00 → $1,310.00')).toBeVisible();
  await saveScreenshot(page, testInfo, 'rent-property');
});
