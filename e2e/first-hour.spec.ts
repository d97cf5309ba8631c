import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, signIn, userApi } from './support';

/** No serious or critical axe violation on what the screen shows now. */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('a new landlord is led to a property first, and from the e-mail preview to the managers page', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);

  // An empty account: the first step is a property, and that is the highlighted action.
  const steps = page.getByRole('region', { name: 'Getting started' });
  await expect(steps.getByRole('listitem')).toHaveText([
    'Add a property.',
    "Add its units on the property's page: rent, lease and tenant.",
    'Add the vendors you pay and the tasks you track: bills, repairs, inspections.',
  ]);
  const actions = page.getByRole('group', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'Add property' })).toHaveClass(/MuiButton-contained/);
  await expect(actions.getByRole('link', { name: 'New task' })).toHaveClass(/MuiButton-outlined/);
  await saveScreenshot(page, testInfo, 'dashboard-first-run');
  await expectAccessible(page);

  // A property with a unit, and no manager yet.
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Birch Court',
    address_line1: '9 Birch Ct',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await insertAs(api, 'units', { property_id: property.id, unit_label: 'A', monthly_rent: 950 });
  await page.goto('/notes/bulk');
  const note = page.getByRole('region', { name: 'Birch Court A' }).getByRole('textbox', { name: /^Note for/ });
  await note.fill('Porch light out');
  await page.getByRole('button', { name: 'Generate Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Email Preview' });
  await expect(preview.getByText(/^No property managers yet/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'notes-email-preview-no-manager');
  await expectAccessible(page);
  await preview.getByRole('link', { name: 'Add a property manager' }).click();
  await expect(page).toHaveURL(/\/property-managers$/);
  await expect(page.getByRole('button', { name: 'Add Property Manager' }).first()).toBeVisible();

  // The note typed before leaving was saved on the way.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Birch Court A' })).toContainText('Porch light out');

  // Settings speaks of the landlord's data, not of how the app is hosted.
  await page.goto('/settings');
  await expect(page.getByText(/^Download everything in your account as one .zip file/)).toBeVisible();
  await expect(page.getByText(/local stack|hosted Supabase/)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'settings-your-data');
});
