import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi } from './support';

/** With no signal at all, the build's service worker keeps the app's own code: this journey lets it install. */
test.use({ serviceWorkers: 'allow' });

const unit = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('with no signal at all, a reload still opens the app; the note written offline is saved once the signal returns', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Stairwell House',
    address_line1: '9 Deep Rd',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const flat = await insertAs(api, 'units', { property_id: property.id, unit_label: 'G1', monthly_rent: 700 });
  await signIn(page, email, password);
  // The worker registers once the first screen has loaded, then keeps the app's code.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });

  await navigate(page, null, 'Bulk Notes');
  await expect(unit(page, 'Stairwell House G1')).toBeVisible();
  await context.setOffline(true);
  const box = unit(page, 'Stairwell House G1').getByRole('textbox', { name: /^Note for/ });
  await box.fill('Leak under the stairs');
  await box.blur();
  await expect(unit(page, 'Stairwell House G1').getByText(/^Waiting to save/)).toBeVisible();

  // No network for the page nor for the API: the service worker opens the app, signed in, and
  // the banner counts the save that waits.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Landlord HQ')).toBeVisible();
  await expect(page.getByRole('alert', { name: "You're offline" })).toContainText('1 save is waiting');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'offline-reload');

  await context.setOffline(false);
  await expect(page.getByRole('alert', { name: "You're offline" })).toBeHidden({ timeout: 20_000 });
  await expect(unit(page, 'Stairwell House G1').getByRole('group', { name: 'Latest note' })).toContainText(
    'Leak under the stairs',
    { timeout: 20_000 },
  );
  const notes = await api.from('unit_notes').select('body').eq('unit_id', flat.id);
  expect(notes.error).toBeNull();
  expect(notes.data).toEqual([{ body: 'Leak under the stairs' }]);
});
