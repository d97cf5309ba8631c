import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { choose, createUser, listRow, navigate, openRowLink, signIn } from './support';

// A new landlord has no Settings yet: their day is New York's, whatever the machine's clock says.
const nyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const shown = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');

// The sizes a landlord first tried the app at: a laptop and a phone.
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Wholly on the screen, across: reachable without a sideways scroll. */
async function expectWithinWidth(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function look(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, `fourplex-${name}`);
}

// A dozen screens opened one after another, cold: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('a new landlord sets up a fourplex, pays its first water bill, writes a note and plans a 3% increase', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(testInfo.project.name === 'phone' ? SIZES.phone : SIZES.desktop);
  const { email, password } = await createUser();
  await signIn(page, email, password);
  const today = nyToday();

  // The first step on an empty dashboard is a property.
  await page.getByRole('group', { name: 'Quick actions' }).getByRole('link', { name: 'Add property' }).click();
  await page.getByRole('textbox', { name: /^Property name/ }).fill('Cedar Lane');
  await page.getByRole('textbox', { name: /^Address( \*)?$/ }).fill('12 Cedar Ln');
  await page.getByRole('textbox', { name: /^City/ }).fill('Durham');
  await page.getByRole('textbox', { name: /^State/ }).fill('NC');
  await page.getByRole('textbox', { name: /^ZIP code/ }).fill('27701');
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('$250,000');
  await page.getByRole('button', { name: 'Add Property' }).click();

  // Saved, the property opens where its units are added: four in one dialog, rent as typed.
  await expect(page.getByRole('heading', { name: 'Cedar Lane', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Unit' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'Add Unit' });
  for (const label of ['1', '2', '3', '4']) {
    await unitDialog.getByRole('textbox', { name: /^Unit label/ }).fill(label);
    await unitDialog.getByRole('textbox', { name: 'Monthly rent' }).fill('$1,200');
    await choose(page, 'Lease status', 'Month-to-month');
    if (label === '4') {
      await unitDialog.getByRole('button', { name: 'Save Unit' }).click();
    } else {
      await unitDialog.getByRole('button', { name: 'Save and add another' }).click();
      await expect(unitDialog.getByText(`Unit ${label} saved. Add the next one.`)).toBeVisible();
    }
  }
  await expect(unitDialog).toBeHidden();
  for (const label of ['1', '2', '3', '4'])
    await expect(page.getByRole('listitem', { name: `Unit ${label}` })).toContainText('$1,200.00');
  await page.getByRole('button', { name: 'Loan information' }).click();
  await expect(page.getByText('Loan amount: $250,000.00')).toBeVisible();
  await look(page, testInfo, 'property');

  // A water vendor with its account for this property, typed before the vendor is saved.
  await navigate(page, 'Properties', 'Vendors');
  await page.getByRole('link', { name: 'Add Vendor' }).first().click();
  const vendorDialog = page.getByRole('dialog', { name: 'Add Vendor' });
  const account = vendorDialog.getByRole('group', { name: 'Add property account' });
  await account.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: 'Cedar Lane' }).click();
  await account.getByRole('textbox', { name: 'Account number' }).fill('RW-552-0187');
  await account.getByRole('button', { name: 'Add', exact: true }).click();
  await vendorDialog.getByRole('textbox', { name: /^Vendor name/ }).fill('Riverside Water');
  await choose(page, /^Category/, 'Water');
  await vendorDialog.getByRole('textbox', { name: 'Default account number' }).fill('RW-000111');
  await vendorDialog.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page.getByText('Vendor added with 1 property account')).toBeVisible();
  await look(page, testInfo, 'vendors');

  // A monthly water bill on the 15th, from the empty task list.
  await navigate(page, null, 'Tasks');
  await page
    .getByRole('link', { name: /^New task$/i })
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Task title/ }).fill('Water bill');
  await choose(page, 'Scope', 'Property');
  await choose(page, 'Property', 'Cedar Lane');
  await choose(page, 'Vendor', 'Riverside Water');
  await page.getByRole('textbox', { name: 'Estimated cost' }).fill('$85');
  await page.getByRole('radio', { name: 'Recurring' }).check();
  await page.getByRole('group', { name: 'Start date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(format(parseISO(today), 'MMddyyyy'));
  await choose(page, 'Repeats', 'Monthly');
  await page.getByRole('spinbutton', { name: 'Day of month' }).fill('15');
  await expect(page.getByTestId('occurrence-preview')).toContainText(/\b15, \d{4}/);
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL('/tasks');

  // Paid from the list, whose Complete button is on the screen, on a phone too.
  const complete = listRow(page, /Water bill/).getByRole('button', { name: 'Complete Water bill' });
  await expect(complete).toBeVisible();
  await expectWithinWidth(page, complete);
  await look(page, testInfo, 'tasks');
  await complete.click();
  const paying = page.getByRole('dialog', { name: 'Complete task' });
  await expect(paying.getByLabel('Actual cost (optional)')).toHaveValue('85.00');
  await paying.getByLabel('Actual cost (optional)').fill('$88.10');
  await paying.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByText(/^Completed\. Next due /)).toBeVisible();
  // A paid completion offers its receipt; none here.
  await page.getByRole('dialog', { name: 'Task completed' }).getByRole('button', { name: 'Done' }).click();

  // The bill's page: Cedar Lane's account first; the next month has no cost of its own, the payment shows as paid.
  await openRowLink(page, /Water bill/, 'Water bill');
  await expect(page.getByRole('heading', { name: 'Water bill', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vendor' })).toContainText('Cedar Lane account RW-552-0187');
  await expect(page.getByText(`$88.10 on ${shown(today)}`)).toBeVisible();
  await expect(page.getByText('Actual cost', { exact: true })).toHaveCount(0);
  await look(page, testInfo, 'task');

  // A note in Bulk Notes shows on the property's page.
  await navigate(page, null, 'Bulk Notes');
  const notes = page.getByRole('region', { name: 'Cedar Lane 1', exact: true });
  await notes.getByRole('textbox', { name: /^Note for/ }).fill('Tenant asked about a new dishwasher');
  await notes.getByRole('textbox', { name: /^Note for/ }).blur();
  await expect(notes.getByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  await look(page, testInfo, 'bulk-notes');

  // 3% on $1,200 a month ahead: the preview says the rounding; applying early asks, and can be taken back.
  await page.goto('/rent-planner');
  await page.getByRole('combobox', { name: 'Unit' }).fill('cedar 1');
  await page.getByRole('option', { name: 'Cedar Lane · 1' }).click();
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('3');
  await expect(page.getByTestId('planned-rent')).toHaveText('Planned new rent: $1,235.00');
  await expect(page.getByTestId('rent-rounding')).toContainText('rounded to the nearest $5');
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  const planned = page.getByRole('list', { name: 'Scheduled increases' }).getByRole('listitem').first();
  await expect(planned).toContainText('$1,235.00');
  const apply = planned.getByRole('checkbox', { name: 'Mark as Applied' });
  await expectWithinWidth(page, apply);
  await apply.click();
  const ask = page.getByRole('dialog', { name: 'Mark as applied now?' });
  await expect(ask).toContainText('The new rent of $1,235 counts from');
  await ask.getByRole('button', { name: 'Apply now' }).click();
  await expect(planned.getByRole('checkbox')).toBeChecked();
  await expect(planned.getByRole('button', { name: /^Undo/ })).toBeVisible();
  await look(page, testInfo, 'planner');

  // The property page shows the note, and the rent the increase set.
  await navigate(page, 'Properties', 'Properties');
  await page
    .getByRole('link', { name: /Cedar Lane/ })
    .first()
    .click();
  const unit1 = page.getByRole('listitem', { name: 'Unit 1' });
  await expect(unit1.getByRole('note', { name: 'Latest note for 1' })).toContainText(
    'Tenant asked about a new dishwasher',
  );
  await expect(unit1).toContainText('$1,235.00');
  await look(page, testInfo, 'property-after');
});
