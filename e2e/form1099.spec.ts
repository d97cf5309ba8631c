import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, signIn, userApi } from './support';

async function addExpense(page: Page, amount: string, paidOn: string, paidWith: string) {
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByLabel('Paid on').fill(paidOn);
  await dialog.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: 'Top Roofing' }).click();
  await dialog.getByRole('combobox', { name: 'Paid with' }).click();
  await page.getByRole('option', { name: paidWith }).click();
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
}

test('a landlord pays a roofer over the 1099 threshold, sees the W-9 is missing, and marks it on file', async ({
  page,
}, testInfo) => {
  const year = Number(landlordToday(DEFAULT_TIME_ZONE, new Date()).slice(0, 4));
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const vendor = await insertAs(api, 'vendors', { name: 'Top Roofing', category: 'Maintenance' });
  await signIn(page, email, password);

  // The tax id, typed with spaces, is kept with its dashes and shown by its last four.
  await page.goto(`/vendors/${vendor.id}/edit`);
  await page.getByLabel('Tax ID (SSN or EIN)').fill('123456789');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page.getByText('Tax ID must be an SSN like 123-45-6789 or an EIN like 12-3456789')).toBeVisible();
  await page.getByLabel('Tax ID (SSN or EIN)').fill('12 3456789');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${vendor.id}$`));
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('**-***6789');
  await expect(details).not.toContainText('12-3456789');
  await expect(details).toContainText('Not on file');

  // $2,500 by check and $900 by card: the card payment is left out of the total.
  await page.goto('/expenses');
  await addExpense(page, '2500', `${year}-01-15`, 'Check');
  await addExpense(page, '900', `${year}-02-15`, 'Card');
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText('$3,400.00 in 2 payments');
  const warning = page.getByRole('alert').filter({ hasText: 'no W-9 on file' });
  await expect(warning).toHaveText(`1 vendor needs a 1099 and has no W-9 on file for ${year}. See the 1099s`);
  await warning.getByRole('link', { name: 'See the 1099s' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `1099s for ${year}` })).toBeVisible();
  if (isPhone(page)) {
    const card = page.getByRole('list', { name: `1099 totals ${year} by vendor` }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Top Roofing');
    await expect(card).toContainText('Needs a 1099');
    await expect(card).toContainText('W-9 missing');
    await expect(card).toContainText('Tax ID **-***6789');
    await expect(card).toContainText('$900.00 paid by card, left out');
    await expect(card).toContainText('$2,500.00 paid');
  } else {
    const row = page.getByRole('table', { name: `1099 totals ${year}` }).getByRole('row', { name: /Top Roofing/ });
    await expect(row.getByRole('cell')).toHaveText([
      '**-***6789',
      '$2,500.00',
      '$900.00',
      '$2,000.00',
      /Needs a 1099\s*W-9 missing/,
    ]);
  }
  await saveScreenshot(page, testInfo, 'form-1099');

  // The W-9 arrives: marked on the vendor, the chip goes.
  await page.getByRole('link', { name: 'Top Roofing' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendors/${vendor.id}$`));
  await page.goto(`/vendors/${vendor.id}/edit`);
  await page.getByRole('checkbox', { name: 'W-9 on file' }).check();
  await expect(page.getByLabel('Tax ID (SSN or EIN)')).toHaveValue('12-3456789');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('On file');
  await page.goto(`/expenses/1099?year=${year}`);
  await expect(page.getByText('1 of 1 vendors need a 1099')).toBeVisible();
  await expect(page.getByText('W-9 missing')).toHaveCount(0);
  await page.goto('/expenses');
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText('$3,400.00 in 2 payments');
  await expect(page.getByText(/no W-9 on file/)).toHaveCount(0);
});
