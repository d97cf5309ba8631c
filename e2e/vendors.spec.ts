import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, navigate, signIn, userApi } from './support';

const property = (name: string) => ({ name, address_line1: '1 Main St', city: 'Durham', state: 'NC', zip: '27701' });

test('a landlord keeps a vendor with per-property accounts, sees its spending and deletes it', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  // The properties come first (their own journey covers the property screens).
  const cedar = await insertAs(api, 'properties', property('Cedar Court'));
  await insertAs(api, 'properties', property('Maple Row'));
  const pine = await insertAs(api, 'properties', property('Pine Terrace'));
  await signIn(page, email, password);

  // Add the vendor and its property accounts in the modal, saved in one go.
  await navigate(page, 'Properties', 'Vendors');
  await expect(page.getByText('No vendors yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add Vendor' }).first().click();
  await expect(page).toHaveURL('/vendors/new');
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(dialog.getByText('Vendor name is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Vendor name/ }).fill('Bull City Water');
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Water' }).click();
  await dialog.getByRole('textbox', { name: 'Website' }).fill('bullcitywater.example/pay');
  await dialog.getByRole('textbox', { name: 'Default account number' }).fill('BCW-000');
  await dialog.getByRole('textbox', { name: 'Payment method' }).fill('AutoPay (checking)');

  const adder = dialog.getByRole('group', { name: 'Add property account' });
  await adder.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Cedar Court' }).click();
  await adder.getByRole('textbox', { name: 'Account number' }).fill('BCW-1001');
  await adder.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('listitem', { name: 'Cedar Court account' })).toContainText('BCW-1001');
  // Typed and not added: Save Vendor saves it too.
  await adder.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Maple Row' }).click();
  await adder.getByRole('textbox', { name: 'Account number' }).fill('BCW-2002');
  await saveScreenshot(page, testInfo, 'vendor-form-dialog');
  await dialog.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/vendors');
  // The whole card is its link on a desktop; a phone's card holds the link.
  await expect(
    isPhone(page)
      ? page.getByRole('listitem').filter({ hasText: 'Bull City Water' })
      : page.getByRole('link', { name: /Bull City Water/ }),
  ).toContainText('Account BCW-000 · 2 property accounts');
  await saveScreenshot(page, testInfo, 'vendors-cards');

  // Edit one account on the edit page.
  await page.getByRole('link', { name: /Bull City Water/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bull City Water' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/vendors\/[^/]+\/edit$/);
  const cedarAccount = page.getByRole('listitem', { name: 'Cedar Court account' });
  await cedarAccount.getByRole('button', { name: 'Edit account for Cedar Court' }).click();
  await cedarAccount.getByRole('textbox', { name: 'Account number' }).fill('BCW-1001-B');
  await cedarAccount.getByRole('button', { name: 'Save' }).click();
  await expect(cedarAccount).toContainText('BCW-1001-B');

  // A duplicate: Pine Terrace is linked in another tab while this form still offers it.
  const pageAdder = page.getByRole('group', { name: 'Add property account' });
  await pageAdder.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Pine Terrace' }).click();
  await pageAdder.getByRole('textbox', { name: 'Account number' }).fill('BCW-3003');
  const vendorId = page.url().split('/').at(-2)!;
  await insertAs(api, 'vendor_property_accounts', {
    vendor_id: vendorId,
    property_id: pine.id,
    account_number: 'BCW-OTHER-TAB',
  });
  await pageAdder.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Property accounts' }).getByRole('alert')).toContainText(
    // The landlord's sentence, never Postgres's text.
    'Error adding property account: This was already saved — reload to see the latest',
  );
  // The refused pair is refetched: the other tab's account shows, and the number typed here is kept.
  await expect(page.getByRole('listitem', { name: 'Pine Terrace account' })).toContainText('BCW-OTHER-TAB');
  await expect(pageAdder.getByRole('textbox', { name: 'Account number' })).toHaveValue('BCW-3003');
  await saveScreenshot(page, testInfo, 'vendor-edit');
  // Leaving with that number still typed asks first.
  await page.getByRole('link', { name: 'Back to Bull City Water' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(`/vendors/${vendorId}`);

  // Spending after a task completed with a cost: the ledger has its payment.
  const task = await insertAs(api, 'tasks', {
    title: 'Water bill - Cedar Court',
    scope: 'Property',
    property_id: cedar.id,
    vendor_id: vendorId,
  });
  const { error } = await api.rpc('complete_task', {
    p_task_id: task.id,
    p_occurrence: null as unknown as string,
    p_actual_cost: 123.45,
  });
  expect(error).toBeNull();
  await page.reload();
  const spending = page.getByRole('region', { name: 'Spending' });
  await expect(spending.getByRole('group', { name: 'Spending in the last 30 days' })).toContainText('$123.45');
  await expect(spending.getByRole('list', { name: 'Most recent costs' })).toContainText('Water bill - Cedar Court');
  await spending.getByRole('button', { name: 'Last 365 days' }).click();
  await expect(spending.getByRole('group', { name: 'Spending in the last 365 days' })).toContainText('Payments1');
  await expect(page.getByRole('link', { name: 'New task' })).toHaveAttribute('href', `/tasks/new?vendor=${vendorId}`);
  await saveScreenshot(page, testInfo, 'vendor-detail');

  // The table view, a desktop's (a phone shows cards only).
  await page.getByRole('link', { name: '← Vendors' }).click();
  if (!isPhone(page)) {
    await page.getByRole('button', { name: 'Table' }).click();
    const grid = page.getByRole('grid', { name: 'Vendors' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('row', { name: /Bull City Water/ })).toContainText('3');
    await expect(page.getByRole('button', { name: /Export/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'vendors-table');
    await page.getByRole('button', { name: 'Cards' }).click();
  }

  // Delete: the task stays, without a vendor.
  await page.getByRole('link', { name: /Bull City Water/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete vendor' });
  await expect(confirm).toContainText('its 1 task stays, without a vendor');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/vendors');
  await expect(page.getByText('No vendors yet')).toBeVisible();
  const { data: kept } = await api.from('tasks').select('vendor_id').eq('id', task.id).single();
  expect(kept).toEqual({ vendor_id: null });
});
