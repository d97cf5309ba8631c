import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, listRow, navigate, signIn, userApi } from './support';

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("a water vendor with a property's account, added in one go, shows that account where the bill is paid", async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const place = { address_line1: '12 Cedar Ln', city: 'Durham', state: 'NC', zip: '27701' };
  await insertAs(api, 'properties', { name: 'Cedar Lane', ...place });
  await insertAs(api, 'properties', { name: 'Birch Row', ...place });
  await signIn(page, email, password);

  // The account row first, before the vendor has a name: nothing asks to save the vendor first.
  await navigate(page, 'Properties', 'Vendors');
  await page.getByRole('link', { name: 'Add Vendor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  const adder = dialog.getByRole('group', { name: 'Add property account' });
  await adder.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Cedar Lane' }).click();
  await adder.getByRole('textbox', { name: 'Account number' }).fill('RW-552-0187');
  await adder.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('listitem', { name: 'Cedar Lane account' })).toContainText('RW-552-0187');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /^Vendor name/ }).fill('Riverside Water');
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Water' }).click();
  await dialog.getByRole('textbox', { name: 'Default account number' }).fill('RW-000111');
  await saveScreenshot(page, testInfo, 'vendor-add-with-accounts');
  await dialog.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page.getByText('Vendor added with 1 property account')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/vendors');
  // The list's cards: a card is a link on a desktop, a list item holding its links on a phone.
  const card = isPhone(page)
    ? page.getByRole('listitem').filter({ hasText: 'Riverside Water' })
    : page.getByRole('link', { name: /Riverside Water/ });
  await expect(card).toContainText('Account RW-000111 · 1 property account');

  // A bill for Cedar Lane with that vendor.
  const today = format(new Date(), 'yyyy-MM-dd');
  await page.goto('/tasks/new');
  await page.getByRole('textbox', { name: /^Task title/ }).fill('Water bill - Cedar Lane');
  await choose(page, 'Scope', 'Property');
  await choose(page, 'Property', 'Cedar Lane');
  await choose(page, 'Vendor', 'Riverside Water');
  await page.getByRole('group', { name: 'Due date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(format(parseISO(today), 'MMddyyyy'));
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).not.toHaveURL('/tasks/new');
  const { data: task } = await api.from('tasks').select('id').eq('title', 'Water bill - Cedar Lane').single();

  // The list names the account too (and so does its CSV export); a phone leaves the column out.
  await page.goto('/tasks');
  const row = listRow(page, /Water bill - Cedar Lane/);
  await expect(row).toBeVisible();
  if (!isPhone(page)) await expect(row).toContainText('RW-552-0187');
  await saveScreenshot(page, testInfo, 'tasks-list-account');

  // The task page names Cedar Lane's account first, then the vendor's default.
  await page.goto(`/tasks/${task!.id}`);
  const vendor = page.getByRole('region', { name: 'Vendor' });
  await expect(vendor).toContainText('Cedar Lane account RW-552-0187');
  await expect(vendor).toContainText('Default account RW-000111');
  await expect(page.getByRole('region', { name: 'Links and accounts' })).toContainText('RW-552-0187');
  await saveScreenshot(page, testInfo, 'task-detail-account');

  // The digest's line for the bill says whom to pay and under which account.
  await navigate(page, 'Account', 'Settings');
  await page.getByRole('button', { name: 'Preview digest' }).click();
  const preview = page.getByRole('dialog', { name: 'Digest preview' });
  await expect(preview.getByRole('link', { name: 'Water bill - Cedar Lane' })).toBeVisible();
  await expect(preview).toContainText('Cedar Lane · due today · Riverside Water, account RW-552-0187');
  await saveScreenshot(page, testInfo, 'digest-preview-account');
});
