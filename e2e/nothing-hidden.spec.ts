import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi } from './support';

// A new landlord has no Settings yet: their day is New York's, whatever the machine's clock says.
const nyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const shown = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Full-page shots from the top, so the sticky app bar sits where it belongs. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

async function openDashboard(page: Page) {
  await navigate(page, null, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
}

// Several screens opened cold: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('paying a monthly bill: the next occurrence has no cost of its own, shows the payment, and the dashboard counts it', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Cedar Lane',
    address_line1: '4 Cedar Ln',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  const today = nyToday();
  const bill = await insertAs(api, 'tasks', {
    title: 'Water bill',
    scope: 'Property',
    property_id: property.id,
    start_date: today,
    recurrence: { type: 'monthly', dayOfMonth: 15 },
    estimated_cost: 88.1,
  });
  await signIn(page, email, password);
  await page.goto(`/tasks/${bill.id}`);
  await expect(page.getByRole('heading', { name: 'Water bill', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Not paid yet')).toBeVisible();

  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  // The estimate is there to confirm.
  await expect(dialog.getByLabel('Actual cost (optional)')).toHaveValue('88.10');
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByText(/^Completed\. Next due /)).toBeVisible();
  // A paid completion offers its receipt; none here.
  await page.getByRole('dialog', { name: 'Task completed' }).getByRole('button', { name: 'Done' }).click();

  // Open again for the next month, with the payment shown as the last one, not as its cost.
  await expect(page.getByText(`$88.10 on ${shown(today)}`)).toBeVisible();
  await expect(page.getByText('Last paid')).toBeVisible();
  await expect(page.getByText('Actual cost', { exact: true })).toHaveCount(0);
  await shoot(page, testInfo, 'recurring-bill-paid');

  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Totals' }).getByRole('link', { name: '1 Completed' })).toBeVisible();
  const week = card(page, 'Completed this week');
  await expect(week.getByLabel('1 in total')).toBeVisible();
  await expect(week.getByRole('link', { name: /Water bill/ })).toContainText('$88.10');
  await shoot(page, testInfo, 'recurring-bill-dashboard');
});

test('a bulk note shows on the property page with its history, and an overdue increase shows everywhere it is due', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Maple Court',
    address_line1: '8 Maple Ct',
    city: 'Cary',
    state: 'NC',
    zip: '27511',
  });
  const unit = await insertAs(api, 'units', { property_id: property.id, unit_label: 'A', monthly_rent: 1200 });
  await insertAs(api, 'units', { property_id: property.id, unit_label: 'B', monthly_rent: 1100 });
  const late = format(addDays(parseISO(nyToday()), -5), 'yyyy-MM-dd');
  const planned = await api.rpc('create_rent_increase', {
    p_unit_id: unit.id,
    p_basis: 'Percent',
    p_effective_date: late,
    p_percent: 3,
  });
  expect(planned.error).toBeNull();
  await signIn(page, email, password);

  // A note written in Bulk Notes.
  await navigate(page, null, 'Bulk Notes');
  const section = page.getByRole('region', { name: 'Maple Court A', exact: true });
  await section.getByRole('textbox', { name: /^Note for/ }).fill('Tenant reports a slow drain');
  await section.getByRole('textbox', { name: /^Note for/ }).blur();
  await expect(section.getByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();

  // The property page shows it on its unit, with the way to its history, and the overdue increase.
  await page.goto(`/properties/${property.id}`);
  const unitA = page.getByRole('listitem', { name: 'Unit A' });
  await expect(unitA.getByRole('note', { name: 'Latest note for A' })).toContainText('Tenant reports a slow drain', {
    timeout: 30_000,
  });
  await expect(unitA.getByText('Increase overdue')).toBeVisible();
  await expect(unitA).toContainText(`New rent $1,235.00 was due ${shown(late)}`);
  await expect(page.getByRole('listitem', { name: 'Unit B' }).getByText('Increase overdue')).toHaveCount(0);

  // A quick note written here becomes the latest at once.
  await unitA.getByRole('textbox', { name: 'Quick note for A' }).fill('Plumber booked for Friday');
  await unitA.getByRole('textbox', { name: 'Quick note for A' }).blur();
  await expect(unitA.getByText('Note saved')).toBeVisible();
  await expect(unitA.getByRole('note', { name: 'Latest note for A' })).toContainText('Plumber booked for Friday');
  await shoot(page, testInfo, 'property-latest-notes');

  await unitA.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'Maple Court - A', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Tenant reports a slow drain');

  // The dashboard leads its rent card with it.
  await openDashboard(page);
  const rent = card(page, 'Rent increases');
  await expect(rent.getByRole('link', { name: /Maple Court · A/ })).toContainText('Overdue');
  await shoot(page, testInfo, 'overdue-increase-dashboard');

  // The upcoming view lists it as Overdue whatever the range.
  for (const range of ['30d', '1yr']) {
    await page.goto(`/rent/increases/upcoming?range=${range}`);
    await expect(page.getByRole('heading', { name: 'Upcoming Rent Increases', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(shown(late));
    await expect(page.getByRole('main').getByText('Overdue', { exact: true })).toBeVisible();
  }
  await shoot(page, testInfo, 'overdue-increase-upcoming');
});
