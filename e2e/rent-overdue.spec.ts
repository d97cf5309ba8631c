import { expect, test } from '@playwright/test';
import { addDays, addYears, format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, signIn, userApi } from './support';

// Overdue computed by the database, Cancel beside Delete, no past date for an expired lease.

const shown = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');

test('the planner shows a passed increase as Overdue, cancels one keeping it listed, and offers no past date', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Cedar Court',
    address_line1: '9 Cedar Ct',
    city: 'Cary',
    state: 'NC',
    zip: '27511',
  });
  const today = new Date();
  const expiredEnd = format(addDays(addYears(today, -2), -10), 'yyyy-MM-dd');
  const unit = await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: 'B',
    monthly_rent: 1500,
    lease_status: 'FixedTerm',
    lease_end_date: expiredEnd,
  });
  const late = format(addDays(today, -5), 'yyyy-MM-dd');
  const later = format(addDays(today, 45), 'yyyy-MM-dd');
  for (const date of [late, later]) {
    const { error } = await api.rpc('create_rent_increase', {
      p_unit_id: unit.id,
      p_basis: 'FixedAmount',
      p_effective_date: date,
      p_amount: 50,
    });
    expect(error).toBeNull();
  }
  await signIn(page, email, password);
  await page.goto('/rent-planner');
  const list = page.getByRole('list', { name: 'Scheduled increases' });
  const lateItem = list.getByRole('listitem').filter({ hasText: shown(late) });
  const laterItem = list.getByRole('listitem').filter({ hasText: shown(later) });
  await expect(lateItem).toContainText('Overdue');
  await expect(laterItem).not.toContainText('Overdue');

  // Cancel keeps the row, as Cancelled, with nothing left to apply or cancel.
  await laterItem.getByRole('button', { name: /^Cancel increase for Cedar Court · B/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel increase' }).click();
  await expect(laterItem).toContainText('Cancelled');
  await expect(laterItem.getByRole('checkbox')).toHaveCount(0);

  // The lease ended two years ago: the choices start at its next anniversary, never in the past.
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Cedar Court · B' }).click();
  const dateChoice = page.getByRole('combobox', { name: 'Effective date' });
  const end = parseISO(expiredEnd);
  const thisYears = addYears(end, today.getFullYear() - end.getFullYear());
  const next = format(
    thisYears < new Date(today.getFullYear(), today.getMonth(), today.getDate()) ? addYears(thisYears, 1) : thisYears,
    'yyyy-MM-dd',
  );
  await expect(dateChoice).toHaveText(shown(next));
  expect(next >= format(today, 'yyyy-MM-dd')).toBe(true);
  await saveScreenshot(page, testInfo, 'rent-planner-overdue');
});
