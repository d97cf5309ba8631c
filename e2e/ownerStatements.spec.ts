import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { saveScreenshot } from './screenshots';
import { signIn } from './support';

const DEMO = { email: 'demo@landlordhq.test', password: 'demo-landlord' };
const MAPLE = 'a0000000-0000-4000-8000-000000000001';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "-$1,234.56" as cents. */
const centsOf = (text: string) => {
  const match = /(-?)\$([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in ${text}`);
  return (match[1] ? -1 : 1) * Math.round(Number(match[2].replace(/,/g, '')) * 100);
};
const closingOf = async (status: Locator) => centsOf((await status.textContent()) ?? '');

test('the demo landlord records an owner draw, sees it on the month’s statement and the closing balance fall, downloads the year, and deletes the draw', async ({
  page,
}, testInfo) => {
  const today = landlordToday(DEFAULT_TIME_ZONE, new Date());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const period = `${MONTHS[month - 1]} ${year}`;
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/properties/${MAPLE}`);
  const card = page.getByRole('region', { name: 'Owner statements' });
  const closing = card.getByRole('status', { name: 'Closing balance' });
  await expect(closing).toContainText(`Closing balance at ${period}:`);
  const before = await closingOf(closing);

  // A refused amount keeps what was typed; then a good one.
  await card.getByRole('button', { name: 'Record owner draw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record owner draw' });
  await dialog.getByLabel('Amount drawn').fill('12o');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter an amount like 1,200.50')).toBeVisible();
  await expect(dialog.getByLabel('Amount drawn')).toHaveValue('12o');
  await dialog.getByLabel('Amount drawn').fill('123.45');
  await expect(dialog.getByLabel('Drawn on')).toHaveValue(today);
  await dialog.getByLabel('Memo (optional)').fill('E2E distribution');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const draws = card.getByRole('list', { name: `Owner draws in ${year}` });
  await expect(draws.getByRole('listitem').filter({ hasText: 'E2E distribution' })).toHaveCount(1);
  await expect.poll(() => closingOf(closing)).toBe(before - 12345);
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'owner-statements-card', { fullPage: false });

  // The month's statement, printable.
  await card.getByRole('link', { name: 'Open statement' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${MAPLE}/statements/${year}\\?month=${month}$`));
  const statement = page.getByRole('table', { name: `Statement for ${period}` });
  const draw = statement.getByRole('row', { name: /^Owner draws/ });
  await expect(draw).toContainText('-$');
  expect(centsOf((await draw.textContent()) ?? '')).toBeLessThanOrEqual(-12345);
  const closingRow = statement.getByRole('row', { name: /^Closing balance/ });
  expect(centsOf((await closingRow.textContent()) ?? '')).toBe(before - 12345);
  await saveScreenshot(page, testInfo, 'owner-statement-month');

  // The year in one file: a header and a row a month, this month's draw in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the year' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`owner-statements-Maple-Street-Duplex-${year}.csv`);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(13);
  const header = lines[0].split(',');
  const row = lines[month].split(',');
  expect(row[1]).toBe(`${year}-${String(month).padStart(2, '0')}`);
  expect(Math.round(Number(row[header.indexOf('Closing balance')]) * 100)).toBe(before - 12345);

  // On paper: the statement alone, no navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('article', { name: `Owner statement, ${period}` })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Deleting the draw puts the balance back.
  await page.goto(`/properties/${MAPLE}`);
  await card
    .getByRole('list', { name: `Owner draws in ${year}` })
    .getByRole('listitem')
    .filter({ hasText: 'E2E distribution' })
    .getByRole('button', { name: /^Delete the draw of/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete owner draw' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => closingOf(closing)).toBe(before);
});
