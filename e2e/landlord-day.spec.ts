import { expect, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi, listRow } from './support';

// The browser's clock runs in UTC; the landlord lives in Honolulu (UTC-10, no summer time).
test.use({ timezoneId: 'UTC' });

/**
 * The latest 23:30 in Honolulu (09:30 UTC) not after the real clock, so the database (on the real
 * clock) has reached the landlord's day too; the browser's clock, in UTC, is on the next day.
 */
function lastHonolulu2330(now = Date.now()) {
  const at = new Date(now);
  at.setUTCHours(9, 30, 0, 0);
  if (at.getTime() > now) at.setUTCDate(at.getUTCDate() - 1);
  const landlordDay = new Date(at.getTime() - 10 * 3_600_000).toISOString().slice(0, 10);
  return { at, landlordDay };
}

test('a landlord in Honolulu pays a bill at 23:30 and sees that day and that amount on every page', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const { data: who } = await api.auth.getUser();
  const { error } = await api
    .from('user_settings')
    .upsert({ user_id: who.user!.id, timezone: 'Pacific/Honolulu' }, { onConflict: 'user_id' });
  if (error) throw new Error(`user_settings: ${error.message}`);

  const { at, landlordDay } = lastHonolulu2330();
  const shown = format(parseISO(landlordDay), 'MMM d, yyyy');
  const property = await insertAs(api, 'properties', {
    name: 'Lanikai Cottage',
    address_line1: '1 Mokulua Dr',
    city: 'Kailua',
    state: 'HI',
    zip: '96734',
  });
  const vendor = await insertAs(api, 'vendors', { name: 'Hawaiian Electric', category: 'Power' });
  const bill = await insertAs(api, 'tasks', {
    title: 'Pay power bill',
    scope: 'Property',
    property_id: property.id,
    vendor_id: vendor.id,
    due_date: landlordDay,
  });

  // The page's clock starts at the landlord's 23:30 and runs on from there.
  await page.clock.install({ time: at });
  await signIn(page, email, password);

  // Due today in Honolulu, though the browser's own day is already tomorrow.
  await page.goto('/tasks');
  const row = listRow(page, /Pay power bill/);
  await expect(row).toContainText('Due Today');
  await expect(row).not.toContainText('Overdue');

  // Paid this evening: the dialog dates it on the landlord's day.
  await page.goto(`/tasks/${bill.id}`);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  await expect(dialog.getByRole('group', { name: 'Paid on' })).toContainText(
    format(parseISO(landlordDay), 'MM/dd/yyyy'),
  );
  await dialog.getByLabel('Actual cost (optional)').fill('86.40');
  await saveScreenshot(page, testInfo, 'landlord-day-paid-on');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  // A paid completion offers its receipt; none here.
  await page.getByRole('dialog', { name: 'Task completed' }).getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const payments = page.getByRole('list', { name: 'Payments, newest first' }).getByRole('listitem');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText(shown);
  await expect(payments.first()).toContainText('$86.40');

  // Expenses: the same day and amount.
  await navigate(page, null, 'Expenses');
  await expect(page.getByRole('status', { name: 'Total for these filters' })).toHaveText(/^\$86\.40 in 1 payment/);
  const expense = listRow(page, /\$86\.40/);
  await expect(expense).toContainText(shown);

  // The dashboard counts it in this week's spend.
  await navigate(page, null, 'Dashboard');
  await expect(page.getByLabel("This week's spend")).toHaveText('$86.40');

  // The vendor page counts it as spent, on that day, not as a payment in the future.
  await page.goto(`/vendors/${vendor.id}`);
  const spending = page.getByRole('region', { name: 'Spending' });
  await expect(spending.getByRole('group', { name: 'Spending in the last 30 days' })).toContainText(
    'Total$86.40Payments1',
  );
  await expect(spending).toContainText(shown);
  await saveScreenshot(page, testInfo, 'landlord-day-vendor');
});
