import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, navigate, signIn } from './support';

const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

type NewUnit = { label: string; rent: string; status: string; end?: string; tenant?: string };

async function fillUnit(page: Page, dialog: Locator, unit: NewUnit) {
  await dialog.getByRole('textbox', { name: /^Unit label/ }).fill(unit.label);
  await dialog.getByRole('textbox', { name: 'Monthly rent' }).fill(unit.rent);
  await dialog.getByRole('combobox', { name: 'Lease status' }).click();
  await page.getByRole('option', { name: unit.status, exact: true }).click();
  if (unit.end) await dialog.getByLabel('Lease end date').fill(unit.end);
  if (unit.tenant) await dialog.getByRole('textbox', { name: 'Tenant' }).fill(unit.tenant);
}

test('a landlord builds a property with units, maintains it and deletes it', async ({ page }, testInfo) => {
  // A long journey: on a busy 2-core machine, beside the other journeys, it took over a minute.
  test.slow();
  const { email, password } = await createUser();
  await signIn(page, email, password);

  // A manager to assign.
  await navigate(page, 'Properties', 'Property Managers');
  await page.getByRole('button', { name: 'Add Property Manager' }).first().click();
  await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill('Rita Manager');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Phone' }).fill('(919) 555-0142');
  await page.getByRole('dialog').getByRole('button', { name: 'Add manager' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The property.
  await navigate(page, 'Properties', 'Properties');
  await expect(page.getByText('No properties yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Property' }).first().click();
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property name is required')).toBeVisible();
  await page.getByRole('textbox', { name: /^Property name/ }).fill('Juniper Flats');
  await page.getByRole('textbox', { name: /^Address( \*)?$/ }).fill('77 Juniper Way');
  await page.getByRole('textbox', { name: /^City/ }).fill('Asheville');
  await page.getByRole('textbox', { name: /^State/ }).fill('NC');
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill('28801');
  // Money as landlords type it: the field shows it as the app shows money once left.
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('$310,000');
  await page.getByRole('textbox', { name: 'Loan amount' }).blur();
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('310,000.00');
  await page.getByRole('combobox', { name: 'Property manager' }).click();
  await page.getByRole('option', { name: 'Rita Manager' }).click();
  await saveScreenshot(page, testInfo, 'property-form');
  await page.getByRole('button', { name: 'Add Property' }).click();
  // Straight to the new property's page, where its units are added.
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Juniper Flats' })).toBeVisible();
  await expect(page.getByText('Rita Manager')).toBeVisible();
  await expect(page.getByText('No units yet')).toBeVisible();
  await expect(page.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
  await saveScreenshot(page, testInfo, 'property-new');

  // Four units in different lease states, in one dialog; rent typed as landlords type it.
  const fourUnits: NewUnit[] = [
    { label: '1A', rent: '$1,200', status: 'Vacant' },
    { label: '1B', rent: '1,250.00', status: 'Month-to-month', tenant: 'Lee Park' },
    { label: '2A', rent: '1300', status: 'Fixed term', end: inDays(20), tenant: 'Ola Berg' },
    { label: '2B', rent: '1350', status: 'Fixed term', end: inDays(150), tenant: 'Max Roy' },
  ];
  await page.getByRole('button', { name: 'Add Unit' }).click();
  const adding = page.getByRole('dialog', { name: 'Add Unit' });
  for (const unit of fourUnits.slice(0, -1)) {
    await fillUnit(page, adding, unit);
    if (unit.label === '1A') await saveScreenshot(page, testInfo, 'unit-form');
    await adding.getByRole('button', { name: 'Save and add another' }).click();
    await expect(adding.getByText(`Unit ${unit.label} saved. Add the next one.`)).toBeInViewport();
    await expect(adding.getByRole('heading', { name: 'Add Unit' })).toBeInViewport();
    await expect(adding.getByRole('textbox', { name: /^Unit label/ })).toBeFocused();
    await expect(adding.getByRole('textbox', { name: /^Unit label/ })).toHaveValue('');
    await expect(adding.getByRole('textbox', { name: 'Monthly rent' })).toHaveValue('');
    if (unit.label === '1A') await saveScreenshot(page, testInfo, 'unit-add-another');
  }
  await fillUnit(page, adding, fourUnits[fourUnits.length - 1]);
  await adding.getByRole('button', { name: 'Save Unit' }).click();
  await expect(adding).toBeHidden();
  for (const unit of fourUnits) await expect(page.getByRole('listitem', { name: `Unit ${unit.label}` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Unit 1A' })).toContainText('$1,200.00');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Units4');
  await expect(summary).toContainText('Occupied3');
  await expect(summary).toContainText('$3,900.00');
  await saveScreenshot(page, testInfo, 'property-detail');

  // FixedTerm → MonthToMonth clears the end date.
  await page.getByRole('button', { name: 'Edit unit 2B' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit unit 2B' });
  await expect(dialog.getByLabel('Lease end date')).toHaveValue(inDays(150));
  await dialog.getByRole('combobox', { name: 'Lease status' }).click();
  await page.getByRole('option', { name: 'Month-to-month' }).click();
  await expect(dialog.getByLabel('Lease end date')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save Unit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Unit 2B' })).not.toContainText('Lease ends');

  // The loan, inline.
  await page.getByRole('button', { name: 'Loan information' }).click();
  await expect(page.getByText('Loan amount: $310,000.00')).toBeVisible();
  // The card may still be settling from the unit save's refetch on a busy phone run: click until the form is open.
  await expect(async () => {
    const edit = page.getByRole('button', { name: 'Edit Loan' });
    if (await edit.isVisible()) await edit.click();
    await expect(page.getByRole('textbox', { name: 'Loan amount' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('300k');
  await page.getByRole('button', { name: 'Save Loan' }).click();
  await expect(page.getByText('Please enter an amount like 1,200.50')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('300k');
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('$295,000.50');
  await page.getByRole('textbox', { name: 'Lender', exact: true }).fill('Blue Ridge Bank');
  await page.getByRole('button', { name: 'Save Loan' }).click();
  await expect(page.getByText('Loan amount: $295,000.50')).toBeVisible();
  await expect(page.getByText('Lender: Blue Ridge Bank')).toBeVisible();

  // A quick note, saved on blur.
  const note = page.getByRole('textbox', { name: 'Quick note for 1B' });
  await note.fill('Asked about a parking spot');
  await note.blur();
  await expect(page.getByText('Note saved')).toBeVisible();

  // Delete a unit.
  await page.getByRole('button', { name: 'Delete unit 1A' }).click();
  await page.getByRole('dialog', { name: 'Delete unit' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: 'Unit 1A' })).toBeHidden();
  await expect(summary).toContainText('Units3');

  // The lease-end filter: only 2A ends within 30 days.
  await navigate(page, 'Properties', 'Properties');
  await page.getByRole('combobox', { name: 'Lease ends within' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  const units = page.getByRole('list', { name: 'Units of Juniper Flats' });
  await expect(units.getByRole('listitem')).toHaveCount(1);
  await expect(units).toContainText('2A');
  await saveScreenshot(page, testInfo, 'properties-filtered');
  await page.getByRole('combobox', { name: 'Lease ends within' }).click();
  await page.getByRole('option', { name: 'Any time' }).click();

  // Delete the property.
  await page.getByRole('link', { name: /Juniper Flats/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete property' });
  await expect(confirm).toContainText('Delete "Juniper Flats"? Its 3 units and 0 tasks will be deleted with it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/properties');
  await expect(page.getByText('No properties yet')).toBeVisible();
});
