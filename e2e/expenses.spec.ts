import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { choose, createUser, insertAs, isPhone, navigate, signIn, userApi } from './support';

test('a landlord pays a monthly water bill, sees it jump, and finds the same $275 on every page', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Cedar Court',
    address_line1: '1 Cedar Ct',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  const vendor = await insertAs(api, 'vendors', { name: 'Bull City Water', category: 'Water' });
  const bill = await insertAs(api, 'tasks', {
    title: 'Pay water bill',
    scope: 'Property',
    property_id: property.id,
    vendor_id: vendor.id,
    start_date: format(new Date(), 'yyyy-MM-dd'),
    next_due_date: format(new Date(), 'yyyy-MM-dd'),
    recurrence: { type: 'monthly', dayOfMonth: new Date().getDate() },
  });
  await signIn(page, email, password);

  // Paid three times at $48 through the completion dialog, then once at $131.
  await page.goto(`/tasks/${bill.id}`);
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  for (const [i, cost] of ['48', '48', '48', '131'].entries()) {
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await dialog.getByLabel('Actual cost (optional)').fill(cost);
    if (cost === '131') {
      await expect(dialog.getByText('$131 is 2.7× the usual $48 — possible leak?')).toBeVisible();
      await saveScreenshot(page, testInfo, 'expenses-spike-warning');
    } else {
      await expect(dialog.getByText(/possible leak/)).toHaveCount(0);
    }
    await dialog.getByRole('button', { name: 'Complete' }).click();
    // A paid completion offers its receipt; none here.
    await page.getByRole('dialog', { name: 'Task completed' }).getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Payments, newest first' }).getByRole('listitem')).toHaveCount(i + 1);
  }
  await expect(page.getByRole('list', { name: 'Payments, newest first' }).getByRole('listitem').first()).toContainText(
    '$131.00 (2.7× the usual)',
  );
  // The chart draws the four payments, oldest first, each bar named by its value.
  const bars = page
    .getByRole('figure', { name: 'Cost of the last 4 occurrences' })
    .getByRole('img', { name: /: \$[\d,]+\.\d\d$/ });
  await expect(bars).toHaveCount(4);
  await expect(bars.last()).toHaveAccessibleName(/: \$131\.00$/);
  await expect(bars.first()).toHaveAccessibleName(/: \$48\.00$/);
  await saveScreenshot(page, testInfo, 'expenses-task-costs');

  // The dashboard lists the jump.
  await navigate(page, null, 'Dashboard');
  const jumps = page.getByRole('region', { name: 'Bills that jumped' });
  await expect(jumps.getByRole('link', { name: /Pay water bill/ })).toContainText('$131.00 is 2.7× the usual $48.00');
  await expect(page.getByLabel("This week's spend")).toHaveText('$275.00');

  // The vendor page and Schedule E both show $275.
  await page.goto(`/vendors/${vendor.id}`);
  await expect(
    page.getByRole('region', { name: 'Spending' }).getByRole('group', { name: 'Spending in the last 30 days' }),
  ).toContainText('Total$275.00Payments4');
  const year = new Date().getFullYear();
  await page.goto(`/expenses/summary?year=${year}`);
  await expect(page.getByRole('heading', { level: 1, name: `Schedule E ${year}` })).toBeVisible();
  if (isPhone(page)) {
    // A card per property: its days, rents and the lines it has, then its totals.
    await expect(page.getByRole('listitem').filter({ hasText: 'Cedar Court' })).toContainText('17 Utilities$275.00');
  } else {
    const utilities = page.getByRole('row', { name: /^17 Utilities/ });
    await expect(utilities).toContainText('$275.00');
    // A figure opens the payments behind it.
    await utilities
      .getByRole('button', { name: /^\$275\.00, line 17 for .* Cedar Court: show the 4 ledger rows$/ })
      .click();
    const behind = page.getByRole('dialog', { name: /^Line 17, Utilities: .* Cedar Court$/ });
    await expect(behind.getByRole('listitem')).toHaveCount(4);
    await behind.getByRole('button', { name: 'Close' }).click();
    await expect(behind).toBeHidden();
  }
  await saveScreenshot(page, testInfo, 'expenses-schedule-e');
  const summaryCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const summaryFile = await readFile((await (await summaryCsv).path())!, 'utf8');
  expect(summaryFile).toMatch(/\r\n17,Utilities,(.*,)?275\.00,/);

  // The expenses grid through the navigation, filtered by vendor in the address bar, exported whole.
  await navigate(page, null, 'Expenses');
  await expect(page).toHaveURL('/expenses');
  if (testInfo.project.name === 'phone') {
    // On a phone the filters wait behind their toggle while none is chosen.
    await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
  }
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: 'Bull City Water' }).click();
  await expect(page).toHaveURL(`/expenses?vendor=${vendor.id}`);
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText('$275.00 in 4 payments');
  await saveScreenshot(page, testInfo, 'expenses-grid');
  const gridCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = (await readFile((await (await gridCsv).path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Date,Property,Unit,Vendor,Category,Tax line,Amount,Memo,Task,Paid with');
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[6])
      .sort(),
  ).toEqual(['131.00', '48.00', '48.00', '48.00']);
});

test('a landlord adds, edits and deletes a manual expense, and bad input is refused', async ({ page }, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  await insertAs(api, 'properties', {
    name: 'Maple Duplex',
    address_line1: '2 Maple St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await signIn(page, email, password);
  await page.goto('/expenses');
  await expect(page.getByText('No expenses match these filters')).toBeVisible();

  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('-3');
  await dialog.getByLabel('Paid on').fill('1926-04-15');
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog.getByText('Please enter an amount like 1,200.50')).toBeVisible();
  await expect(dialog.getByText('Paid on must be a date between 2000 and 2099')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('300');
  await dialog.getByLabel('Paid on').fill(`${new Date().getFullYear()}-01-15`);
  await choose(page, 'Property', 'Maple Duplex');
  await choose(page, 'Schedule E line', '10 Legal and other professional fees');
  await dialog.getByRole('textbox', { name: 'Memo (optional)' }).fill('Lease review');
  await saveScreenshot(page, testInfo, 'expenses-add');
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText('$300.00 in 1 payment');
  if (testInfo.project.name === 'desktop') {
    // Every column fits a 1280-wide screen: the row's buttons show without scrolling the grid.
    await expect(page.getByRole('button', { name: /^Delete \$300\.00/ })).toBeInViewport({ ratio: 1 });
  }

  await page.getByRole('button', { name: /^Edit \$300\.00/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await edit.getByRole('textbox', { name: 'Amount' }).fill('325.50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText('$325.50 in 1 payment');

  await page.getByRole('button', { name: /^Delete \$325\.50/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete expense?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No expenses match these filters')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText('$0.00 in 0 payments');
});
