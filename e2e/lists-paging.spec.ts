import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, navigate, signIn, userApi } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** The top of the screen as it first shows, at 1280 wide (desktop) or 390 wide (phone). */
async function topShot(page: Page, testInfo: TestInfo, name: string) {
  const phone = testInfo.project.name === 'phone';
  const size = page.viewportSize();
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: `test-results/screenshots/${name}-${phone ? 390 : 1280}.png` });
  if (phone && size) await page.setViewportSize(size);
}

// The properties and vendors screens read a page at a time; every property and vendor
// stays reachable through the pager, the server-side search and the filters.
test('a landlord with 60 properties pages through them, searches and filters on lease end', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const maria = await insertAs(api, 'property_managers', { name: 'Maria Delgado' });
  const properties = await api
    .from('properties')
    .insert(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Estate ${pad(i + 1)}`,
        address_line1: `${i + 1} High St`,
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
        property_manager_id: i < 30 ? maria.id : null,
      })),
    )
    .select('id, name');
  expect(properties.error).toBeNull();
  const first = properties.data!.find((p) => p.name === 'Estate 01')!;
  const late = properties.data!.find((p) => p.name === 'Estate 55')!;
  const units = await api.from('units').insert([
    ...Array.from({ length: 5 }, (_, i) => ({
      property_id: first.id,
      unit_label: `Unit ${i + 1}`,
      monthly_rent: 1000 + i * 50,
      lease_status: 'MonthToMonth',
    })),
    {
      property_id: late.id,
      unit_label: 'Loft',
      monthly_rent: 1800,
      lease_status: 'FixedTerm',
      lease_end_date: format(addDays(new Date(), 20), 'yyyy-MM-dd'),
    },
  ]);
  expect(units.error).toBeNull();
  await signIn(page, email, password);

  await navigate(page, 'Properties', 'Properties');
  await expect(page.getByText('1–24 of 60')).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText('Estate 01');
  await expect(page.getByRole('list', { name: 'Units of Estate 01' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('+2 more units')).toBeVisible();
  await topShot(page, testInfo, 'properties-top');
  await saveScreenshot(page, testInfo, 'properties-paging-first');

  // The last page.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('25–48 of 60')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('49–60 of 60')).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(12);
  await expect(cardTitles(page).last()).toHaveText('Estate 60');

  // The search runs on the server over every property (name, address, manager), from the first page.
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await search.fill('estate 5');
  await expect(page.getByText('1–10 of 10')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(Array.from({ length: 10 }, (_, i) => `Estate 5${i}`));
  await search.fill('maria');
  await expect(page.getByText('1–24 of 30')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('1–24 of 60')).toBeVisible();

  // The lease-end window, in the database: only Estate 55's loft ends within 30 days.
  await page.getByRole('combobox', { name: 'Lease ends within' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(['Estate 55']);
  await search.fill('estate 1');
  await expect(page.getByText('No properties match your search')).toBeVisible();
  await search.fill('');
  await page.getByRole('combobox', { name: 'Lease ends within' }).click();
  await page.getByRole('option', { name: 'Any time' }).click();
  await expect(page.getByText('1–24 of 60')).toBeVisible();

  // A card opens its property.
  await page.getByRole('link', { name: /Estate 01/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estate 01' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Units5');
});

test('a landlord with 40 vendors pages, searches, filters, sorts the table and exports the filtered list', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const elm = await insertAs(api, 'properties', {
    name: 'Elm Court',
    address_line1: '1 Elm St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  const categories = ['Water', 'Power', 'Internet', 'Maintenance'];
  const vendors = await api
    .from('vendors')
    .insert(
      Array.from({ length: 40 }, (_, i) => ({
        name: `Vendor ${pad(i + 1)}`,
        category: categories[i % 4],
        account_number: `DEF-${i + 1}`,
      })),
    )
    .select('id, name');
  expect(vendors.error).toBeNull();
  const water = vendors.data!.find((v) => v.name === 'Vendor 33')!;
  await insertAs(api, 'vendor_property_accounts', {
    vendor_id: water.id,
    property_id: elm.id,
    account_number: 'ELM-7731',
  });
  await signIn(page, email, password);

  await page.goto('/vendors');
  await expect(page.getByText('1–24 of 40')).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText('Vendor 01');
  await topShot(page, testInfo, 'vendors-top');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('25–40 of 40')).toBeVisible();
  // The whole card is its link on a desktop; on a phone the card holds the link and an Edit button.
  const vendor33 = isPhone(page)
    ? page.getByRole('listitem').filter({ hasText: 'Vendor 33' })
    : page.getByRole('link', { name: /Vendor 33/ });
  await expect(vendor33).toContainText('Account DEF-33 · 1 property account');
  await expect(vendor33).toContainText('Elm Court');

  // Search reaches linked properties' account numbers; the category filter is the database's too.
  const search = page.getByRole('searchbox', { name: 'Search vendors' });
  await search.fill('elm-77');
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(['Vendor 33']);
  await search.fill('');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Power' }).click();
  await expect(page.getByText('1–10 of 10')).toBeVisible();

  // The table (a desktop's: a phone shows cards only): sorted by the database, the whole filtered list exported.
  if (isPhone(page)) return;
  await page.getByRole('button', { name: 'Table' }).click();
  const grid = page.getByRole('grid', { name: 'Vendors' });
  await expect(grid.getByRole('row', { name: /Vendor 02/ })).toBeVisible();
  await grid.getByRole('columnheader', { name: 'Vendor' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText('Vendor 38');
  await saveScreenshot(page, testInfo, 'vendors-table-paged');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Vendor,Category,Default account,Property accounts,Properties,Payment method,Website');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
    'Vendor 38',
    'Vendor 34',
    'Vendor 30',
    'Vendor 26',
    'Vendor 22',
    'Vendor 18',
    'Vendor 14',
    'Vendor 10',
    'Vendor 06',
    'Vendor 02',
  ]);

  // Every vendor again, 10 of 40 on a page of the table.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await expect(page.getByText('1–24 of 40')).toBeVisible();
  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByText('1–24 of 40')).toBeVisible();
});
