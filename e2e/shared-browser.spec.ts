import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, signOut, uniqueEmail, userApi } from './support';

const unitBox = (page: Page) =>
  page.getByRole('region', { name: 'Alice Court A1' }).getByRole('textbox', { name: /^Note for/ });

async function openSavedDeals(page: Page) {
  await navigate(page, null, 'Property Calculator');
  await page.getByRole('button', { name: 'Load' }).click();
  return page.getByRole('dialog', { name: 'Saved Properties' });
}

test('two landlords share one browser: neither sees the other’s deal, note draft or filters', async ({
  page,
}, testInfo) => {
  // A long journey: on a busy 2-core machine, beside the other journeys, it took over a minute.
  test.slow();
  const alice = await createUser(uniqueEmail('alice'));
  const bob = await createUser(uniqueEmail('bob'));
  const api = await userApi(alice.email, alice.password);
  const property = await insertAs(api, 'properties', {
    name: 'Alice Court',
    address_line1: '1 Court St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  await insertAs(api, 'units', { property_id: property.id, unit_label: 'A1', monthly_rent: 900 });
  const aliceId = (await api.auth.getUser()).data.user!.id;

  // Alice analyses a deal and saves it, narrows the properties list, and types a note that cannot be saved yet.
  await signIn(page, alice.email, alice.password);
  await navigate(page, null, 'Property Calculator');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Alice Secret Deal');
  await page.getByRole('textbox', { name: 'Purchase price', exact: true }).fill('250000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Save Property' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Property saved successfully')).toBeVisible();

  await navigate(page, 'Properties', 'Properties');
  await page.getByRole('combobox', { name: 'Lease ends within' }).click();
  await page.getByRole('option', { name: '60 days' }).click();
  await expect(page.getByRole('combobox', { name: 'Lease ends within' })).toHaveText('60 days');

  // The save cannot get through: it waits in Alice's save queue, with her draft, until she signs out.
  await page.goto('/notes/bulk');
  await page.route('**/rest/v1/unit_notes*', (route) => route.abort());
  await unitBox(page).fill('Tenant in A1 reports a leak under the sink');
  await unitBox(page).blur();
  await expect(page.getByRole('region', { name: 'Alice Court A1' }).getByText(/^Waiting to save/)).toBeVisible();
  await navigate(page, null, 'Dashboard');
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await signOut(page);
  await page.unroute('**/rest/v1/unit_notes*');

  // Bob, same browser: an empty calculator, no saved deals, no filter, no question about notes.
  await signIn(page, bob.email, bob.password);
  await navigate(page, null, 'Property Calculator');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByText('Alice Secret Deal')).toHaveCount(0);
  const bobsDeals = await openSavedDeals(page);
  await expect(bobsDeals.getByText('No saved properties')).toBeVisible();
  await saveScreenshot(page, testInfo, 'shared-browser-bob-saved-deals');
  await page.keyboard.press('Escape');
  await navigate(page, 'Properties', 'Properties');
  await expect(page.getByRole('combobox', { name: 'Lease ends within' })).not.toHaveText('60 days');
  await page.goto('/notes/bulk');
  await expect(page.getByText('Alice Court')).toHaveCount(0);
  await navigate(page, null, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  const stored = await page.evaluate(() =>
    Object.entries(window.localStorage)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  // Alice's work stays in this browser under her own keys only.
  const notAlices = stored.split('\n').filter((line) => !line.startsWith(`persist:landlordhq:${aliceId}:`));
  expect(notAlices.join('\n')).not.toMatch(/Alice Secret Deal|leak under the sink/);
  // Alice's waiting save was not sent while Bob was signed in.
  const unitId = (await api.from('units').select('id').eq('property_id', property.id).single()).data!.id as string;
  expect((await api.from('unit_notes').select('id').eq('unit_id', unitId)).data).toEqual([]);
  await signOut(page);

  // Alice again: everything as she left it.
  await signIn(page, alice.email, alice.password);
  await navigate(page, null, 'Property Calculator');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Alice Secret Deal');
  const alicesDeals = await openSavedDeals(page);
  await expect(alicesDeals.getByRole('listitem', { name: 'Alice Secret Deal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await navigate(page, 'Properties', 'Properties');
  await expect(page.getByRole('combobox', { name: 'Lease ends within' })).toHaveText('60 days');
  // Her waiting note is sent by itself, once, under her own session.
  await page.goto('/notes/bulk');
  await expect(
    page.getByRole('region', { name: 'Alice Court A1' }).getByRole('group', { name: 'Latest note' }),
  ).toContainText('Tenant in A1 reports a leak under the sink', { timeout: 30_000 });
  await expect
    .poll(async () => (await api.from('unit_notes').select('body').eq('unit_id', unitId)).data)
    .toEqual([{ body: 'Tenant in A1 reports a leak under the sink' }]);
  await saveScreenshot(page, testInfo, 'shared-browser-alice-back');
});

test('signing out in one tab signs out the others and clears their screens', async ({ page, context }) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, null, 'Property Calculator');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maple Duplex');

  const other = await context.newPage();
  await other.goto('/property-calculator');
  await expect(other.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Maple Duplex');
  await signOut(page);

  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(other.getByText('Maple Duplex')).toHaveCount(0);
  await expect(other.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
});
