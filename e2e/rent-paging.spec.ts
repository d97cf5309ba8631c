import { expect, test } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { readFile } from 'node:fs/promises';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, navigate, signIn, userApi } from './support';

const shown = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');
const day = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

// The planner's unit picker searches on the server and its list is paged; the upcoming
// screen reads one page of the window at a time, and its CSV export still holds the whole window.
test('a landlord with 130 units finds one by typing, pages the planner and upcoming lists, and exports the whole window', async ({
  page,
}, testInfo) => {
  // The phone shots at 390 wide, the narrowest phones still common.
  if (isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const tower = await insertAs(api, 'properties', {
    name: 'Tower',
    address_line1: '1 High St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const cottage = await insertAs(api, 'properties', {
    name: 'Cottage',
    address_line1: '2 Low St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const units = await api
    .from('units')
    .insert(
      Array.from({ length: 120 }, (_, i) => ({
        property_id: tower.id,
        unit_label: `Unit ${i + 1}`,
        monthly_rent: 1000,
      })),
    )
    .select('id, unit_label');
  expect(units.error).toBeNull();
  const rooms = await api.from('units').insert(
    Array.from({ length: 10 }, (_, i) => ({
      property_id: cottage.id,
      unit_label: `Room ${i + 1}`,
      monthly_rent: 500,
    })),
  );
  expect(rooms.error).toBeNull();
  // Tower's units each have one 5% increase, unit n on day n: 60 of them inside 60 days.
  const increases = await api.from('scheduled_rent_increases').insert(
    units.data!.map((u) => ({
      unit_id: u.id,
      basis: 'Percent',
      percent: 5,
      effective_date: day(Number(u.unit_label.slice(5))),
      planned_new_rent: 1050,
    })),
  );
  expect(increases.error).toBeNull();
  await signIn(page, email, password);

  // The picker reads the first units when it opens, and says there are more.
  await navigate(page, 'Rent', 'Rent Planner');
  const list = page.getByRole('list', { name: 'Scheduled increases' });
  await expect(page.getByText('1–50 of 120')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText(`Tower · Unit 1`);
  await page.screenshot({ path: `test-results/screenshots/rent-paging-planner-top-${testInfo.project.name}.png` });
  const picker = page.getByRole('combobox', { name: 'Unit' });
  await picker.click();
  await expect(page.getByText('Showing 50 of 130 units: type to narrow')).toBeVisible();
  // A unit far past the first 50: typing finds it on the server.
  await picker.fill('cottage room 10');
  await expect(page.getByRole('option')).toHaveText(['Cottage · Room 10']);
  await saveScreenshot(page, testInfo, 'rent-paging-search');
  await page.getByRole('option', { name: 'Cottage · Room 10' }).click();
  await expect(page.getByText('Current rent $500.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('10');
  await expect(page.getByTestId('planned-rent')).toHaveText('Planned new rent: $550.00');
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  await expect(page.getByText('1–50 of 121')).toBeVisible();

  // The planner's list, last page: the latest dates.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('51–100 of 121')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('101–121 of 121')).toBeVisible();
  await expect(list.getByRole('listitem').last()).toContainText(shown(day(120)));
  await saveScreenshot(page, testInfo, 'rent-paging-planner-last');

  // Upcoming, 60 days: 60 of Tower's and Room 10's (30 days ahead), two pages of 50.
  await navigate(page, 'Rent', 'Upcoming Increases');
  await page.getByRole('button', { name: '60d' }).click();
  await expect(page.getByText('1–50 of 61')).toBeVisible();
  // A table on a desktop, a list of cards on a phone.
  const table = page.getByRole(isPhone(page) ? 'list' : 'table', { name: 'Upcoming rent increases' });
  const rows = table.getByRole(isPhone(page) ? 'listitem' : 'row');
  // Cottage sorts before Tower.
  await expect(table.getByRole('link').first()).toHaveText('Cottage');
  await expect(rows.filter({ hasText: 'Room 10' })).toContainText('+$50.00');
  await saveScreenshot(page, testInfo, 'rent-paging-upcoming');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('51–61 of 61')).toBeVisible();
  await expect(rows.last()).toContainText(shown(day(60)));
  await expect(rows.last()).toContainText('Unit 60');

  // The export holds the whole window, not the page on screen.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('upcoming-rent-increases-60d.csv');
  const csv = (await readFile(await download.path())).toString('utf8').trim().split('\r\n');
  expect(csv[0]).toBe('Property,Unit,Increase %,New Rent,Amount,Date,Applied');
  expect(csv).toHaveLength(62);
  expect(csv[1]).toBe(`Cottage,Room 10,10.0,550.00,50.00,${day(30)},No`);
});
