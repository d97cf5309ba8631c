import { expect, test, type Page } from '@playwright/test';
import { addMonths, format, parseISO } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, signIn, userApi, listRow } from './support';

/** MUI X date fields are groups of spinbuttons: focus the month and type the digits. */
async function fillDate(page: Page, label: string, isoDate: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(format(parseISO(isoDate), 'MMddyyyy'));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a landlord tracks a monthly bill and a one-time repair from start to finish', async ({ page }, testInfo) => {
  // A long journey: on a busy 2-core machine, beside the other journeys, it took over a minute.
  test.slow();
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Linden Row',
    address_line1: '3 Linden Row',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await insertAs(api, 'units', { property_id: property.id, unit_label: 'Apt 1' });
  await insertAs(api, 'vendors', { name: 'Durham Water', category: 'Water' });
  await signIn(page, email, password);

  // A monthly recurring bill for the property, with its vendor.
  const start = format(new Date(), 'yyyy-MM-dd');
  const next = format(addMonths(parseISO(start), 1), 'yyyy-MM-dd');
  await page.goto('/tasks/new');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Task title is required')).toBeVisible();
  await page.getByRole('textbox', { name: /^Task title/ }).fill('Pay water bill');
  await choose(page, 'Scope', 'Property');
  await choose(page, 'Property', 'Linden Row');
  await choose(page, 'Vendor', 'Durham Water');
  await page.getByRole('radio', { name: 'Recurring' }).check();
  await fillDate(page, 'Start date', start);
  await choose(page, 'Repeats', 'Monthly');
  await saveScreenshot(page, testInfo, 'task-form');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL('/tasks');

  // Complete it with a cost: it comes back Open on next month's date, with the activity logged.
  const bill = listRow(page, /Pay water bill/);
  await expect(bill).toContainText('Due Today');
  await bill.getByRole('button', { name: 'Complete Pay water bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  await dialog.getByLabel('Actual cost (optional)').fill('64.20');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  // A paid completion offers its receipt; none here.
  await page.getByRole('dialog', { name: 'Task completed' }).getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(bill).toContainText(format(parseISO(next), 'MMM d, yyyy'));
  await expect(bill).toContainText('Open');
  await bill.getByRole('link', { name: 'Pay water bill' }).click();
  const log = page.getByRole('list', { name: 'Activity log' });
  await expect(log.getByRole('listitem').first()).toContainText('Completed');
  await expect(log).toContainText('cost $64.20');
  await expect(log).toContainText('Created');
  await saveScreenshot(page, testInfo, 'task-detail');

  // A one-time task for a unit, completed, then found under the completed filter.
  await page.goto('/tasks/new');
  await page.getByRole('textbox', { name: /^Task title/ }).fill('Fix smoke detector');
  await choose(page, 'Scope', 'Unit');
  await choose(page, 'Property', 'Linden Row');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Unit is required')).toBeVisible();
  await choose(page, 'Unit', 'Apt 1');
  await fillDate(page, 'Due date', start);
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL('/tasks');
  const repair = listRow(page, /Fix smoke detector/);
  await repair.getByRole('button', { name: 'Complete Fix smoke detector' }).click();
  await page.getByRole('dialog', { name: 'Complete task' }).getByRole('button', { name: 'Complete' }).click();
  await expect(repair).toContainText('Completed');
  await page.goto('/tasks?filter=completed');
  await expect(listRow(page, /Fix smoke detector/)).toBeVisible();
  await expect(listRow(page, /Pay water bill/)).toBeHidden();
  await saveScreenshot(page, testInfo, 'tasks-completed');

  // Delete a task.
  await page.getByRole('button', { name: 'Delete Fix smoke detector' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete task' });
  await expect(confirm).toContainText('Are you sure you want to delete "Fix smoke detector"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No tasks found')).toBeVisible();
});
