import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { routeModules } from '../scripts/vite/routeModules';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, signIn, userApi } from './support';

const PHONE = { width: 390, height: 844 };
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

interface Seeded {
  task: string;
  property: string;
  vendor: string;
  unit: string;
}

/** An account with a row on every list: a property with units, a vendor with its account there, tasks, a payment, notes, increases. */
async function seed(email: string, password: string): Promise<Seeded> {
  const api = await userApi(email, password);
  const manager = await insertAs(api, 'property_managers', { name: 'Maria Delgado', email: 'maria@example.test' });
  const property = await insertAs(api, 'properties', {
    name: 'Cedar Lane Fourplex',
    address_line1: '1200 Cedar Lane',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    property_manager_id: manager.id,
  });
  const unit = await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: 'Unit A',
    monthly_rent: 1200,
    lease_status: 'MonthToMonth',
  });
  await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: 'Unit B',
    monthly_rent: 1150,
    lease_status: 'Vacant',
  });
  const vendor = await insertAs(api, 'vendors', {
    name: 'Raleigh Water and Sewer Authority',
    category: 'Water',
    account_number: 'RW-000111',
  });
  await insertAs(api, 'vendor_property_accounts', {
    vendor_id: vendor.id,
    property_id: property.id,
    account_number: 'RW-552-0187',
  });
  const task = await insertAs(api, 'tasks', {
    title: 'Replace the smoke detectors in every bedroom',
    scope: 'Unit',
    property_id: property.id,
    unit_id: unit.id,
    vendor_id: vendor.id,
    due_date: day(-3),
    estimated_cost: 1250,
  });
  const paid = await insertAs(api, 'tasks', {
    title: 'Water bill',
    scope: 'Property',
    property_id: property.id,
    vendor_id: vendor.id,
    due_date: day(0),
  });
  const { error: paying } = await api.rpc('complete_task', {
    p_task_id: paid.id,
    p_occurrence: day(0),
    p_actual_cost: 88.1,
    p_paid_on: day(0),
  });
  expect(paying).toBeNull();
  await insertAs(api, 'payments', {
    property_id: property.id,
    unit_id: unit.id,
    category: 'Maintenance',
    tax_line: 14,
    amount: 1234.56,
    paid_on: day(-1),
    memo: 'New dishwasher for Unit A, installed and the old one hauled away',
  });
  await insertAs(api, 'unit_notes', { unit_id: unit.id, body: 'Tenant asked about the dishwasher.' });
  const { error: planning } = await api.rpc('create_rent_increase', {
    p_unit_id: unit.id,
    p_basis: 'Percent',
    p_effective_date: day(30),
    p_percent: 3,
  });
  expect(planning).toBeNull();
  return { task: task.id, property: property.id, vendor: vendor.id, unit: unit.id };
}

/** Every signed-in screen the route manifests declare (a new one is covered without touching this file), with real ids. */
function signedInAddresses(ids: Seeded): string[] {
  const params: Record<string, string> = { id: '', unitId: ids.unit, year: String(new Date().getFullYear()) };
  return routeModules(join(__dirname, '..'))
    .filter(({ frame }) => frame !== 'open')
    .map(({ route }) => {
      if (route === '*') return '/no-such-page';
      const id = route.startsWith('/tasks/') ? ids.task : route.startsWith('/vendors/') ? ids.vendor : ids.property;
      return route.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? id : params[name]));
    });
}

/** What sticks out sideways: the page's scroll width, and each drawn element reaching past the screen's edges. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${label}" ${Math.round(box.left)}–${Math.round(box.right)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
}

/** The screen has drawn what it reads: no loading text or skeleton left. */
async function settled(page: Page) {
  // Located by tag: an open dialog (/vendors/new) hides the page's heading from the accessibility tree.
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

async function expectReachable(action: Locator) {
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeInViewport({ ratio: 1 });
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

// On both projects: a phone, and a desktop browser narrowed to a phone's width (no touch, a mouse's hover).
test('no signed-in screen scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const { email, password } = await createUser();
  const ids = await seed(email, password);
  await page.setViewportSize(PHONE);
  await signIn(page, email, password);
  const addresses = signedInAddresses(ids);
  expect(addresses).toEqual(expect.arrayContaining(['/tasks', '/expenses', '/vendors', `/tasks/${ids.task}`]));
  const failures: string[] = [];
  for (const address of addresses) {
    await page.goto(address);
    await settled(page);
    const found = await overflow(page);
    if (found.scrollWidth > found.width || found.wide.length > 0)
      failures.push(
        `${address}: page ${found.scrollWidth} wide; past the edges:\n  ${found.wide.slice(0, 6).join('\n  ')}`,
      );
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

/** Each list's primary action, for its first row. */
const LISTS: Array<{ name: string; address: string; action: (page: Page) => Locator }> = [
  {
    name: 'tasks',
    address: '/tasks',
    action: (page) => page.getByRole('button', { name: 'Complete Replace the smoke detectors in every bedroom' }),
  },
  { name: 'expenses', address: '/expenses', action: (page) => page.getByRole('button', { name: /^Edit \$88\.10/ }) },
  {
    name: 'upcoming-increases',
    address: '/rent/increases/upcoming?range=90d',
    action: (page) => page.getByRole('checkbox', { name: 'Mark as Applied' }),
  },
  {
    name: 'vendors',
    address: '/vendors',
    action: (page) => page.getByRole('link', { name: /Raleigh Water and Sewer Authority/ }).first(),
  },
  {
    name: 'rent-planner',
    address: '/rent-planner',
    action: (page) =>
      page.getByRole('list', { name: 'Scheduled increases' }).getByRole('checkbox', { name: 'Mark as Applied' }),
  },
];

test('every list shows its rows with their primary action on screen, at both sizes', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { email, password } = await createUser();
  await seed(email, password);
  if (phone) await page.setViewportSize(PHONE);
  const gridCode: string[] = [];
  page.on('request', (request) => {
    if (/\/AppDataGrid-[\w-]+\.js$/.test(request.url())) gridCode.push(request.url());
  });
  await signIn(page, email, password);
  for (const list of LISTS) {
    await page.goto(list.address);
    await settled(page);
    if (phone) {
      // The cards, not a grid: a phone never downloads the grid's code.
      await expect(page.getByRole('grid')).toHaveCount(0);
      await expectReachable(list.action(page));
    } else {
      await expect(list.action(page)).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, `list-${list.name}`);
  }
  // The cards need none of the grid's code; a desktop's grids load it.
  if (phone) expect(gridCode).toEqual([]);
  else expect(gridCode).not.toEqual([]);
  if (phone) {
    // The same status wears the same colour in the list and on the task's page.
    const overdue = page.locator('.MuiChip-root', { hasText: 'Overdue' }).first();
    await page.goto('/tasks');
    await expect(overdue).toBeVisible();
    const listColour = await overdue.evaluate((el) => getComputedStyle(el).color);
    await page.getByRole('link', { name: 'Replace the smoke detectors in every bedroom', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Replace the smoke detectors/ })).toBeVisible();
    await expect(overdue).toHaveCSS('color', listColour);
  }
});
