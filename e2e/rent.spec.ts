import { expect, test, type Page } from '@playwright/test';
import { addDays, format, getDaysInMonth, parseISO, startOfMonth, subMonths } from 'date-fns';
import { DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, listRow, navigate, signIn, userApi } from './support';

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const shown = (day: Date) => format(day, 'MMM d, yyyy');
const iso = (day: Date) => format(day, 'yyyy-MM-dd');

async function recordPayment(page: Page, amount: string, paidOn: Date, method?: string) {
  await page.getByRole('button', { name: 'Record payment', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Paid on').fill(iso(paidOn));
  if (method) {
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: method, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a landlord moves a tenant in, records rent paid partly and late, posts the fee, and settles the deposit', async ({
  page,
}, testInfo) => {
  // A whole tenancy, from move-in to the deposit letter: about a minute alone on the 2-core machine.
  test.setTimeout(150_000);
  // A new landlord (no settings: the default time zone) with one property and one vacant unit.
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Maple Court',
    address_line1: '9 Maple Ct',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await insertAs(api, 'units', { property_id: property.id, unit_label: '1A', lease_status: 'Vacant' });
  const today = parseISO(landlordToday(DEFAULT_TIME_ZONE, new Date()));
  const lastMonth = startOfMonth(subMonths(today, 1));
  const moveIn = addDays(lastMonth, 16);
  // Due on the move-in day that month, late after 5 grace days: from the 23rd.
  const latePaidOn = addDays(lastMonth, 24);
  const lastMonthName = format(lastMonth, 'MMM yyyy');
  // Hand-computed: $1,200 × the days occupied from the 17th ÷ the days of that month, to the cent.
  const days = getDaysInMonth(lastMonth);
  const prorated = Math.round((1200 * (days - 16) * 100) / days) / 100;
  await signIn(page, email, password);

  // Move in from the rent roll's vacant unit.
  await navigate(page, 'Rent', 'Rent Roll');
  await page.getByRole('button', { name: 'Move in to Maple Court · 1A' }).click();
  const moveInDialog = page.getByRole('dialog', { name: 'Move in to Maple Court · 1A' });
  await moveInDialog.getByLabel('Tenant name').fill('Ana Diaz');
  await moveInDialog.getByLabel('Move-in date').fill(iso(moveIn));
  await moveInDialog.getByLabel('Monthly rent').fill('1,200');
  await moveInDialog.getByRole('combobox', { name: 'Late fee' }).click();
  await page.getByRole('option', { name: 'Flat amount' }).click();
  await moveInDialog.getByLabel('Late fee amount').fill('50');
  await moveInDialog.getByLabel('Deposit', { exact: true }).fill('1,000');
  await moveInDialog.getByRole('button', { name: 'Move in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ana Diaz' })).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByText(`Rent for ${lastMonthName}`)).toBeVisible();
  await expect(ledger.getByText(`+${money(prorated)}`)).toBeVisible();

  // What is due is offered: last month's prorated rent and this month's.
  await page.getByRole('button', { name: 'Record payment', exact: true }).click();
  const paymentDialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(paymentDialog.getByLabel('Amount')).toHaveValue(money(prorated + 1200).slice(1));
  await expect(paymentDialog.getByLabel('Paid on')).toHaveValue(iso(today));
  await paymentDialog.getByRole('button', { name: 'Cancel' }).click();

  // $300 on the move-in day, the rest of that month's rent after its grace days.
  await recordPayment(page, '300', moveIn);
  await expect(ledger.getByText('Payment · Check')).toBeVisible();
  await recordPayment(page, String(prorated - 300), latePaidOn, 'Zelle');
  await expect(ledger.getByText('Payment · Zelle')).toBeVisible();
  await expect(ledger.getByText(`Paid late, ${shown(latePaidOn)}`)).toBeVisible();

  // The database proposes the fee; the landlord posts it.
  const proposal = page.getByRole('group', { name: `Late fee for ${lastMonthName}` });
  await expect(proposal).toContainText(`late since ${shown(addDays(moveIn, 6))}: late fee $50.00`);
  await proposal.getByRole('button', { name: 'Post fee' }).click();
  await expect(proposal).toBeHidden();
  await expect(ledger.getByText(`Late fee: rent of ${format(lastMonth, 'MMMM yyyy')}`)).toBeVisible();
  // Owed: this month's rent and the fee. Only rent is ever late: this month's, due the 1st, from the 7th.
  const status = today.getDate() >= 7 ? 'Late' : 'Unpaid';
  const standing = page.getByRole('region', { name: 'Standing' });
  await expect(standing.getByLabel('Balance')).toHaveText('$1,250.00');
  await expect(standing.getByText(status, { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'rent-tenancy');

  // The rent roll and the dashboard show the same.
  await navigate(page, 'Rent', 'Rent Roll');
  const row = listRow(page, /Ana Diaz/);
  await expect(row).toContainText('$1,250.00');
  await expect(row).toContainText(status);
  await expect(page.getByRole('status', { name: 'Rent roll totals' })).toHaveText(
    '1 unit, 1 occupied · Rent $1,200.00/mo · Deposits held $1,000.00 · Balance $1,250.00',
  );
  await saveScreenshot(page, testInfo, 'rent-roll');
  await navigate(page, null, 'Dashboard');
  const card = page.getByRole('region', { name: /Rent this month/ });
  await expect(card.getByLabel('Expected')).toHaveText('$1,200.00');
  await expect(card.getByLabel('Received')).toHaveText('$0.00');
  await expect(card.getByLabel('Outstanding')).toHaveText('$1,200.00');
  const unpaid = card.getByRole('listitem').filter({ hasText: 'Ana Diaz · 1A · Maple Court' });
  await expect(unpaid).toContainText('$1,200.00 open · owes $1,250.00');
  await expect(unpaid.getByText('Late', { exact: true })).toHaveCount(status === 'Late' ? 1 : 0);
  await saveScreenshot(page, testInfo, 'rent-dashboard');

  // Move-out today, then the deposit: $250 kept for damages, $750 returned.
  await unpaid.getByRole('link', { name: 'Ana Diaz · 1A · Maple Court' }).click();
  await page.getByRole('button', { name: 'End tenancy' }).click();
  const endDialog = page.getByRole('dialog', { name: 'End tenancy' });
  await expect(endDialog.getByLabel('Move-out date (last day occupied)')).toHaveValue(iso(today));
  await endDialog.getByRole('button', { name: 'End tenancy' }).click();
  await expect(endDialog).toBeHidden();
  await expect(page.getByText(`Return the deposit by ${shown(addDays(today, 30))}`)).toBeVisible();
  await page.getByRole('button', { name: 'Settle deposit' }).click();
  const settle = page.getByRole('dialog', { name: 'Settle deposit' });
  await settle.getByRole('button', { name: 'Add deduction' }).click();
  await settle.getByLabel('Description').fill('Broken blinds');
  await settle.getByLabel('Amount').fill('250');
  await expect(settle.getByRole('status', { name: 'Returned to the tenant' })).toHaveText(
    'Returned to the tenant: $750.00',
  );
  await settle.getByRole('button', { name: 'Settle deposit' }).click();
  await expect(settle).toBeHidden();
  const settlement = page.getByRole('region', { name: 'Deposit settlement' });
  await expect(settlement).toContainText('Damages: Broken blinds — $250.00');
  await expect(settlement).toContainText('Returned: $750.00');
  await expect(page.getByText(/Return the deposit by/)).toBeHidden();
  await saveScreenshot(page, testInfo, 'rent-tenancy-settled');
  await settlement.getByRole('link', { name: 'Deduction letter' }).click();
  const letter = page.getByRole('article', { name: 'Deposit deduction letter' });
  await expect(letter).toContainText('Returned to you$750.00');
  await saveScreenshot(page, testInfo, 'rent-deposit-letter');
});
