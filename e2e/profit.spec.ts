import { expect, test } from '@playwright/test';
import { DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { saveScreenshot } from './screenshots';
import { isPhone, navigate, signIn } from './support';

// The seeded demo account (supabase/seed.sql): this journey reads its books and keeps its one
// choice (what Maple Street Duplex was bought as) in this browser only.
const DEMO = { email: 'demo@landlordhq.test', password: 'demo-landlord' };
const MAPLE = 'Maple Street Duplex';

test('a landlord reads the portfolio profit for the year, opens a property and compares it with the deal the calculator saved', async ({
  page,
}, testInfo) => {
  const year = Number(landlordToday(DEFAULT_TIME_ZONE, new Date()).slice(0, 4));
  await signIn(page, DEMO.email, DEMO.password);

  // First the projection, saved in the calculator under the property's name.
  await navigate(page, null, 'Property Calculator');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(MAPLE);
  await page.getByRole('textbox', { name: 'Purchase price', exact: true }).fill('$265,500');
  await page.getByRole('textbox', { name: '2 BR units', exact: true }).fill('2');
  await page.getByRole('textbox', { name: '2 BR market rent', exact: true }).fill('1400');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Save Property' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Property saved successfully')).toBeVisible();

  // The portfolio: a row (a card on a phone) per property and the total, then the months.
  await navigate(page, null, 'Profit');
  await expect(page.getByRole('heading', { level: 1, name: `Profit ${year}` })).toBeVisible();
  if (isPhone(page)) {
    const list = page.getByRole('list', { name: 'Profit by property' });
    await expect(list.getByRole('listitem').filter({ hasText: MAPLE })).toContainText('Rent received');
    await expect(list.getByRole('listitem').last()).toContainText('Portfolio');
  } else {
    const table = page.getByRole('table', { name: 'Profit by property, year to date' });
    await expect(table.getByRole('row', { name: new RegExp(MAPLE) })).toBeVisible();
    await expect(table.getByRole('row').last()).toContainText('Portfolio');
  }
  // Twelve months and the total: rows of a table, or cards on a phone.
  if (isPhone(page))
    await expect(
      page.getByRole('list', { name: `The portfolio month by month, ${year}` }).getByRole('listitem'),
    ).toHaveCount(13);
  else
    await expect(
      page.getByRole('region', { name: `The portfolio month by month, ${year}` }).getByRole('row'),
    ).toHaveCount(14);
  // The page itself never scrolls sideways: the months' table scrolls inside its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, testInfo, 'profit-portfolio');

  // Last year, from the year picker.
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(year - 1) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Profit ${year - 1}` })).toBeVisible();
  await expect(page.getByText(`Jan ${year - 1}`).first()).toBeVisible();

  // The property's own card: this month, the year to date, and the deal it was bought as.
  await page.getByRole('link', { name: MAPLE }).first().click();
  const card = page.getByRole('region', { name: 'Profit', exact: true });
  await expect(card.getByRole('table', { name: `Profit of ${MAPLE}` })).toContainText('Year to date');
  await expect(card.getByRole('combobox', { name: 'Bought as' })).toHaveText(MAPLE);
  const metrics = card.getByRole('table', { name: 'Deal metrics' });
  await expect(metrics.getByRole('row', { name: /Cap rate/ })).toHaveText(/Cap rate-?\d+\.\d%-?\d+\.\d%/);
  await expect(metrics.getByRole('row', { name: /DSCR/ })).toHaveText(/DSCR-?\d+\.\d\d-?\d+\.\d\d/);

  // None chosen: the choice stays after a reload.
  await card.getByRole('combobox', { name: 'Bought as' }).click();
  await page.getByRole('option', { name: 'No saved calculation' }).click();
  await expect(metrics.getByRole('row', { name: /Cap rate/ })).toHaveText(/Cap rate-?\d+\.\d%—/);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Profit', exact: true }).getByRole('combobox', { name: 'Bought as' }),
  ).toHaveText('No saved calculation');
  await saveScreenshot(page, testInfo, 'profit-property');
});
