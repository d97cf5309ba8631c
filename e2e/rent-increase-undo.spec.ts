import { expect, test, type Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, listRow, signIn, userApi } from './support';

const shown = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');

async function rentOnPropertyPage(page: Page, propertyId: string) {
  await page.goto(`/properties/${propertyId}`);
  await expect(page.getByRole('heading', { name: 'Aspen Court', level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'Summary' });
}

test('a landlord applies an increase a month early after being asked, then takes it back', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Aspen Court',
    address_line1: '3 Aspen Ct',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: '2B',
    monthly_rent: 1200,
    lease_status: 'MonthToMonth',
  });
  await signIn(page, email, password);
  // The planner's default date: 30 days ahead.
  const date = format(addDays(new Date(), 30), 'yyyy-MM-dd');

  // 3% on $1,200 is $1,236; the preview says it is rounded to the nearest $5.
  await page.goto('/rent-planner');
  await page.getByRole('combobox', { name: 'Unit' }).fill('aspen 2b');
  await page.getByRole('option', { name: 'Aspen Court · 2B' }).click();
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('3');
  await expect(page.getByTestId('planned-rent')).toHaveText('Planned new rent: $1,235.00');
  await expect(page.getByTestId('rent-rounding')).toHaveText(
    '$1,200 + 3% ($36) is $1,236; new rents are rounded to the nearest $5.',
  );
  await saveScreenshot(page, testInfo, 'rent-rounding');
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  const list = page.getByRole('list', { name: 'Scheduled increases' });
  const item = list.getByRole('listitem').filter({ hasText: shown(date) });
  await expect(item).toContainText('$1,235.00');

  // Ticked a month early, it asks; Cancel keeps it unapplied.
  await item.getByRole('checkbox', { name: 'Mark as Applied' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark as applied now?' });
  await expect(ask).toContainText(`The new rent of $1,235 counts from ${shown(date)}.`);
  await saveScreenshot(page, testInfo, 'rent-apply-confirm');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(item.getByRole('checkbox', { name: 'Mark as Applied' })).not.toBeChecked();

  // Confirmed, the rent changes, and the toast offers Undo.
  await item.getByRole('checkbox', { name: 'Mark as Applied' }).click();
  await ask.getByRole('button', { name: 'Apply now' }).click();
  await expect(item.getByRole('checkbox', { name: 'Applied' })).toBeChecked();
  const toast = page.getByRole('alert').filter({ hasText: 'New rent of $1,235 applied' });
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'rent-applied-toast');
  await expect(await rentOnPropertyPage(page, property.id)).toContainText('$1,235.00');

  // Undo on the applied increase: the rent goes back, and the row says it was taken back.
  await page.goto('/rent-planner');
  await item.getByRole('button', { name: `Undo: take back the increase of ${shown(date)}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Increase of ${shown(date)} taken back` })).toBeVisible();
  await expect(item.getByRole('checkbox', { name: 'Mark as Applied' })).not.toBeChecked();
  await expect(item).toContainText('Applied, then taken back on');
  await saveScreenshot(page, testInfo, 'rent-taken-back');
  await expect(await rentOnPropertyPage(page, property.id)).toContainText('$1,200.00');

  // From the upcoming view the applied row leaves at once: the toast's Undo brings it back.
  await page.goto('/rent/increases/upcoming');
  const row = listRow(page, /2B/);
  await row.getByRole('checkbox', { name: 'Mark as Applied' }).click();
  await page.getByRole('dialog', { name: 'Mark as applied now?' }).getByRole('button', { name: 'Apply now' }).click();
  await expect(row).toBeHidden();
  await page
    .getByRole('alert')
    .filter({ hasText: 'New rent of $1,235 applied' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: `Increase of ${shown(date)} taken back` })).toBeVisible();
  await expect(row.getByRole('checkbox', { name: 'Mark as Applied' })).not.toBeChecked();
  await saveScreenshot(page, testInfo, 'rent-upcoming-taken-back');
  await expect(await rentOnPropertyPage(page, property.id)).toContainText('$1,200.00');
});
