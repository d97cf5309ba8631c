import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, signIn, userApi } from './support';

async function recordMortgagePayment(page: Page, paidOn: string, split?: string) {
  await page.getByRole('button', { name: 'Record mortgage payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record mortgage payment' });
  // The scheduled payment: $1,556.64 of principal and interest and $350 of escrow.
  await expect(dialog.getByLabel('Amount paid')).toHaveValue('1,906.64');
  await dialog.getByLabel('Paid on').fill(paidOn);
  if (split) await expect(dialog.getByRole('status', { name: 'Split' })).toHaveText(split);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** A CSV file's lines, without the BOM Excel needs. */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

test('a landlord who bought in March with a loan records three mortgage payments and finds the same year on Schedule E, the profit page, the owner statements and in the accountant’s package', async ({
  page,
}, testInfo) => {
  // Last year, so every day of it is in the past whenever this runs.
  const year = Number(landlordToday(DEFAULT_TIME_ZONE, new Date()).slice(0, 4)) - 1;
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Sycamore Duplex',
    address_line1: '12 Sycamore Rd',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    loan_amount: 240000,
    lender_name: 'First Carolina Bank',
  });
  const unit = await insertAs(api, 'units', { property_id: property.id, unit_label: 'A', lease_status: 'Vacant' });
  // A tenant from March 15: that month's rent prorated, then $2,000 on the 1st of each month.
  const tenancy = await insertAs(api, 'tenancies', {
    unit_id: unit.id,
    tenants: [{ name: 'Rosa Diaz' }],
    start_on: `${year}-03-15`,
    monthly_rent: 2000,
    rent_tracked_from: `${year}-03-15`,
  });
  await insertAs(api, 'rent_payments', { tenancy_id: tenancy.id, amount: 1096.77, paid_on: `${year}-03-15` });
  for (let month = 4; month <= 12; month += 1)
    await insertAs(api, 'rent_payments', {
      tenancy_id: tenancy.id,
      amount: 2000,
      paid_on: `${year}-${String(month).padStart(2, '0')}-01`,
    });
  await signIn(page, email, password);
  await page.goto(`/properties/${property.id}`);

  // The loan's terms: the monthly payment follows.
  await page.getByRole('button', { name: 'Loan information' }).click();
  await page.getByRole('button', { name: 'Edit Loan' }).click();
  await page.getByLabel('Interest rate (%)').fill('31');
  await page.getByRole('button', { name: 'Save Loan' }).click();
  await expect(page.getByText('Interest rate must be between 0% and 30%')).toBeVisible();
  await page.getByLabel('Interest rate (%)').fill('6.75');
  await page.getByLabel('Term (years)').fill('30');
  await page.getByLabel('First payment').fill(`${year}-05-01`);
  await page.getByLabel('Escrow for taxes (monthly)').fill('250');
  await page.getByLabel('Escrow for insurance (monthly)').fill('100');
  await page.getByRole('button', { name: 'Save Loan' }).click();
  await expect(page.getByText('Monthly payment: $1,556.64 principal and interest + $350.00 escrow')).toBeVisible();

  // Three payments, each split by the database on the balance before it.
  await recordMortgagePayment(
    page,
    `${year}-05-01`,
    'Interest $1,350.00 · taxes $250.00 · insurance $100.00 · principal $206.64',
  );
  await recordMortgagePayment(page, `${year}-06-01`);
  await recordMortgagePayment(page, `${year}-07-01`);
  const payments = page.getByRole('list', { name: 'Mortgage payments' }).getByRole('listitem');
  await expect(payments).toHaveCount(3);
  await expect(payments.first()).toContainText(
    'interest $1,347.67 · taxes $250.00 · insurance $100.00 · principal $208.97',
  );

  // What it cost: $306,000 with closing costs, 20% of it land.
  await page.getByRole('button', { name: 'Edit Purchase' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchase and depreciation' });
  await purchase.getByLabel('Bought on').fill(`${year}-03-10`);
  await purchase.getByLabel('Placed in service (rented out from)').fill(`${year}-03-20`);
  await purchase.getByLabel('Purchase price').fill('$300,000');
  await purchase.getByLabel('Closing costs added to the cost').fill('6,000');
  await purchase.getByLabel('Land share (%)').fill('20');
  await purchase.getByRole('button', { name: 'Save' }).click();
  await expect(purchase).toBeHidden();
  await expect(page.getByText('Depreciable basis: $244,800.00')).toBeVisible();
  await saveScreenshot(page, testInfo, 'books-property');

  // The year's schedule: March's rate, 2.879%.
  await page.getByRole('link', { name: 'Depreciation schedule' }).click();
  const building = page.getByRole('table', { name: 'Depreciation of Sycamore Duplex by year' });
  await expect(building.getByRole('row').nth(1)).toContainText(`${year}`);
  await expect(building.getByRole('row').nth(1)).toContainText('$7,047.79');
  await saveScreenshot(page, testInfo, 'books-depreciation');

  // Schedule E: 292 days rented, the rent received, interest and escrow from the split, depreciation;
  // principal ($623.41) on no line.
  await page.goto(`/expenses/summary?year=${year}`);
  const expected = [
    ['2 Fair rental days', '292'],
    ['3 Rents received', '$19,096.77'],
    ['9 Insurance', '$300.00'],
    ['12 Mortgage interest paid to banks, etc.', '$4,046.51'],
    ['16 Taxes', '$750.00'],
    ['18 Depreciation expense or depletion', '$7,047.79'],
    ['20 Total expenses', '$12,144.30'],
    ['21 Income or (loss)', '$6,952.47'],
  ];
  if (isPhone(page)) {
    const card = page.getByRole('listitem').filter({ hasText: 'A Sycamore Duplex' });
    await expect(card).toContainText(expected.map(([line, figure]) => `${line}${figure}`).join(''));
  } else {
    const table = page.getByRole('table', { name: `Schedule E ${year}, properties A` });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(
      await table
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') })
        .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
    ).toEqual(expected);
    await page.getByRole('button', { name: /^\$4,046\.51, line 12 for A Sycamore Duplex/ }).click();
    const behind = page.getByRole('dialog', { name: /^Line 12, / });
    await expect(behind.getByRole('listitem')).toHaveCount(3);
    await behind.getByRole('button', { name: 'Close' }).click();
  }
  await saveScreenshot(page, testInfo, 'books-schedule-e');

  // The accountant's package: the property's column exactly as the form shows it, and the ledger
  // with each mortgage payment whole, its principal apart.
  const packageDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: "Accountant's package" }).click();
  const packageFile = await packageDownload;
  expect(packageFile.suggestedFilename()).toBe(`rental-books-${year}.zip`);
  const zip = unzipSync(new Uint8Array(await readFile(await packageFile.path())));
  const folder = `Rental books ${year}`;
  expect(Object.keys(zip)).toContain(`${folder}/Index ${year}.html`);
  expect(csvLines(strFromU8(zip[`${folder}/Schedule E by property/A Sycamore Duplex.csv`])).slice(2)).toEqual([
    '2,Fair rental days,292',
    '3,Rents received,19096.77',
    '9,Insurance,300.00',
    '12,"Mortgage interest paid to banks, etc.",4046.51',
    '16,Taxes,750.00',
    '18,Depreciation expense or depletion,7047.79',
    '20,Total expenses,12144.30',
    '21,Income or (loss),6952.47',
  ]);
  const [ledgerHeader, ...ledgerRows] = csvLines(strFromU8(zip[`${folder}/Ledger ${year}.csv`]));
  const ledger = ledgerRows.filter((l) => l.includes('Mortgage payment'));
  expect(ledger).toHaveLength(3);
  const principalAt = ledgerHeader.split(',').indexOf('Principal');
  const principal = ledger.reduce((sum, line) => sum + Math.round(Number(line.split(',')[principalAt]) * 100), 0);
  expect(principal).toBe(62341);

  // The owner statements of the year: the same rent in, the three payments out whole, nothing
  // drawn, so the year closes on rent less the mortgage.
  await page.goto(`/properties/${property.id}/statements/${year}`);
  const statementsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the year' }).click();
  const statements = csvLines(await readFile(await (await statementsDownload).path(), 'utf8'));
  const header = statements[0].split(',');
  const months = statements.slice(1).map((line) => line.split(','));
  const yearTotal = (column: string) =>
    months.reduce((sum, row) => sum + Math.round(Number(row[header.indexOf(column)]) * 100), 0);
  expect(yearTotal('Rent received')).toBe(1909677);
  expect(yearTotal('Mortgage payments')).toBe(3 * 190664);
  expect(months.at(-1)![header.indexOf('Closing balance')]).toBe('13376.85');

  // The portfolio's profit for the year: the same rent in, the escrow as operating expenses, the
  // principal and interest as debt service; its cash flow is the statements' closing balance.
  await page.goto(`/profit?year=${year}`);
  const profit = isPhone(page)
    ? page
        .getByRole('list', { name: 'Profit by property' })
        .getByRole('listitem')
        .filter({ hasText: 'Sycamore Duplex' })
    : page.getByRole('table', { name: `Profit by property, ${year}` }).getByRole('row', { name: /Sycamore Duplex/ });
  for (const figure of ['$19,096.77', '$1,050.00', '$18,046.77', '$4,669.92', '$13,376.85'])
    await expect(profit).toContainText(figure);
  await saveScreenshot(page, testInfo, 'books-profit');

  // In January the lender's Form 1098 arrives: its interest replaces the split's on line 12.
  await page.goto(`/properties/${property.id}`);
  await page.getByRole('button', { name: 'Enter Form 1098' }).click();
  const form1098 = page.getByRole('dialog', { name: 'Lender’s Form 1098' });
  await expect(form1098.getByRole('combobox', { name: 'Year' })).toHaveText(String(year));
  await form1098.getByLabel('Mortgage interest (box 1)').fill('$4,060.00');
  await form1098.getByRole('button', { name: 'Save' }).click();
  await expect(form1098).toBeHidden();
  const statementsList = page.getByRole('list', { name: 'Lender’s statements' });
  await expect(statementsList).toContainText(`${year}interest $4,060.00`);
  await statementsList.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'books-form-1098', { fullPage: false });
  await page.goto(`/expenses/summary?year=${year}`);
  await expect(page.getByText('$4,060.00').first()).toBeVisible();
  await expect(page.getByText('$4,046.51')).toHaveCount(0);
});
