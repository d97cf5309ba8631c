import { expect, test, type Page } from '@playwright/test';
import { createUser, insertAs, listRow, navigate, signIn, userApi } from './support';

// Screens the landlord already visited show what they changed, without a reload.

/** The tasks list's row (a phone's card) names the property. */
async function expectTaskScope(page: Page, title: string, property: string) {
  await navigate(page, null, 'Tasks');
  await expect(listRow(page, new RegExp(title))).toContainText(property);
}

async function openProperty(page: Page, name: string) {
  await navigate(page, 'Properties', 'Properties');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a task created from a property page is on that page when the landlord comes back to it', async ({ page }) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  await insertAs(api, 'properties', {
    name: 'Aspen Court',
    address_line1: '1 Aspen Court',
    city: 'Boise',
    state: 'ID',
    zip: '83702',
  });
  await signIn(page, email, password);

  await openProperty(page, 'Aspen Court');
  await expect(page.getByText('Replace furnace filter')).toHaveCount(0);
  await page.getByRole('link', { name: 'Add Task' }).click();
  await page.getByRole('textbox', { name: /^Task title/ }).fill('Replace furnace filter');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL('/tasks');

  // Back on the property, from the menu (the page's cached read is not reused stale).
  await openProperty(page, 'Aspen Court');
  await expect(page.getByText('Replace furnace filter')).toBeVisible();
});

test('a renamed property shows its new name in the tasks grid and the rent planner', async ({ page }) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Birch House',
    address_line1: '2 Birch Road',
    city: 'Boise',
    state: 'ID',
    zip: '83702',
  });
  await insertAs(api, 'units', { property_id: property.id, unit_label: '1A', monthly_rent: 1000 });
  await insertAs(api, 'tasks', {
    title: 'Sweep the stairs',
    scope: 'Property',
    property_id: property.id,
    status: 'Open',
    due_date: '2099-01-01',
  });
  await signIn(page, email, password);

  // Both screens read once, with the old name.
  await expectTaskScope(page, 'Sweep the stairs', 'Birch House');
  await navigate(page, 'Rent', 'Rent Planner');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await expect(page.getByRole('option', { name: 'Birch House · 1A' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openProperty(page, 'Birch House');
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Property name/ }).fill('Birch Hall');
  await page.getByRole('button', { name: 'Save Property' }).click();
  // Saved, the property's page: its new name there first.
  await expect(page.getByRole('heading', { name: 'Birch Hall', level: 1 })).toBeVisible();

  await expectTaskScope(page, 'Sweep the stairs', 'Birch Hall');
  await navigate(page, 'Rent', 'Rent Planner');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await expect(page.getByRole('option', { name: 'Birch Hall · 1A' })).toBeVisible();
});
