import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi } from './support';

const unit = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Full-page shots from the top, so the sticky app bar sits where it belongs. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

/** Types a note into a unit's box and leaves it, which saves it. */
async function writeNote(page: Page, name: string, text: string) {
  const section = unit(page, name);
  await section.getByRole('textbox', { name: /^Note for/ }).fill(text);
  await section.getByRole('textbox', { name: /^Note for/ }).blur();
  await expect(section.getByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  await expect(section.getByRole('group', { name: 'Latest note' })).toContainText(text.split('\n')[0]);
}

test('a landlord writes notes for two managers, keeps the history, and previews the monthly e-mail', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const maria = await insertAs(api, 'property_managers', { name: 'Maria Delgado', email: 'maria@keystone.example' });
  const derek = await insertAs(api, 'property_managers', { name: 'Derek Thompson', email: 'derek@piedmont.example' });
  const oak = await insertAs(api, 'properties', {
    name: 'Oak Flats',
    address_line1: '1 Oak St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    property_manager_id: maria.id,
  });
  const pine = await insertAs(api, 'properties', {
    name: 'Pine Row',
    address_line1: '2 Pine St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    property_manager_id: derek.id,
  });
  const oak1a = await insertAs(api, 'units', { property_id: oak.id, unit_label: '1A', monthly_rent: 1000 });
  await insertAs(api, 'units', { property_id: oak.id, unit_label: '1B', monthly_rent: 1100 });
  await insertAs(api, 'units', { property_id: pine.id, unit_label: '2A', monthly_rent: 900 });
  // An increase for 1A ten days past due: the e-mail flags it.
  const pastDue = addDays(new Date(), -10);
  const planned = await api.rpc('create_rent_increase', {
    p_unit_id: oak1a.id,
    p_basis: 'Percent',
    p_effective_date: format(pastDue, 'yyyy-MM-dd'),
    p_percent: 3,
  });
  expect(planned.error).toBeNull();
  await signIn(page, email, password);

  await navigate(page, null, 'Bulk Notes');
  await expect(page.getByRole('heading', { name: 'Bulk Unit Notes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Derek Thompson/, /^Maria Delgado/]);

  await writeNote(page, 'Oak Flats 1A', 'Leaky faucet\nin the kitchen');
  await writeNote(page, 'Oak Flats 1B', 'Painted the bedroom');
  await writeNote(page, 'Pine Row 2A', 'Gutter loose');
  // Resolve 1B; a unit without a note cannot be resolved.
  await unit(page, 'Oak Flats 1B').getByRole('checkbox', { name: 'Resolved' }).check();
  await expect(unit(page, 'Oak Flats 1B').getByRole('group', { name: 'Latest note' })).toContainText('Resolved');

  // A second note for 1A keeps the first one in its history.
  await expect(unit(page, 'Oak Flats 1A').getByRole('button', { name: /Earlier notes/ })).toHaveCount(0);
  await writeNote(page, 'Oak Flats 1A', 'Plumber booked');
  await unit(page, 'Oak Flats 1A').getByRole('button', { name: 'Earlier notes (1)' }).click();
  await expect(unit(page, 'Oak Flats 1A').getByRole('list', { name: 'Earlier notes' })).toContainText(
    'Leaky faucet in the kitchen'.split(' ')[0],
  );
  await shoot(page, testInfo, 'notes-bulk');

  // The history screen: newest first, the latest edited in place.
  await unit(page, 'Oak Flats 1A').getByRole('link', { name: 'History of 1A' }).click();
  await expect(page.getByRole('heading', { name: 'Oak Flats - 1A', level: 1 })).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('Latest');
  await expect(notes.nth(1)).toContainText('Leaky faucet');
  await notes.first().getByRole('button', { name: 'Edit' }).click();
  await notes.first().getByRole('textbox', { name: 'Note' }).fill('Plumber booked for Friday\nbring the key');
  await notes.first().getByRole('button', { name: 'Save' }).click();
  await expect(notes.first()).toContainText('Plumber booked for Friday');
  await expect(page.getByRole('link', { name: 'View Property' })).toHaveAttribute('href', `/properties/${oak.id}`);
  await shoot(page, testInfo, 'notes-history');
  await page.getByRole('link', { name: 'Back to Bulk Notes' }).last().click();

  // Maria's e-mail: the open note on one line, the past-due increase, not the resolved note.
  await page.getByRole('button', { name: 'Generate Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Preview' });
  await dialog.getByRole('combobox', { name: 'Property manager' }).click();
  await page.getByRole('option', { name: 'Maria Delgado' }).click();
  const subject = `${format(new Date(), 'MMMM')} Notes`;
  const rentLine = `Rent increase (Past Due) ${format(pastDue, 'MMM')}: $1,000.00 → $1,030.00`;
  await expect(dialog.getByText(`Subject: ${subject}`, { exact: false })).toBeVisible();
  const html = dialog.getByRole('region', { name: 'HTML preview' });
  await expect(html).toContainText('1A: Plumber booked for Friday bring the key');
  await expect(html).toContainText(`1A: ${rentLine}`);
  await expect(html).not.toContainText('Painted');
  await expect(html).not.toContainText('Gutter');
  await saveScreenshot(page, testInfo, 'notes-email-preview');

  await dialog.getByRole('button', { name: 'Text', exact: true }).click();
  const text = await dialog.getByRole('region', { name: 'Text preview' }).textContent();
  expect(text).toContain(`Oak Flats\n- 1A: Plumber booked for Friday bring the key\n- 1A: ${rentLine}`);
  await dialog.getByRole('button', { name: 'Copy Text' }).click();
  await expect(page.getByText('Text copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:maria@keystone.example?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text ?? '')}`,
  );
});

/** A new landlord with one property of one unit, on bulk notes: that unit's note box. */
async function bulkNotesWithOneUnit(page: Page, propertyName: string, unitLabel: string) {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: propertyName,
    address_line1: '3 Main St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  await insertAs(api, 'units', { property_id: property.id, unit_label: unitLabel, monthly_rent: 800 });
  await signIn(page, email, password);
  await page.goto('/notes/bulk');
  return unit(page, `${propertyName} ${unitLabel}`).getByRole('textbox', { name: /^Note for/ });
}

test('a note box grows with its text up to eight lines, then scrolls', async ({ page }) => {
  const box = await bulkNotesWithOneUnit(page, 'Ash Court', 'D1');
  const height = async () => (await box.boundingBox())!.height;
  const empty = await height();
  await box.fill(['Boiler', 'Gutter', 'Smoke detector', 'Fence'].join('\n'));
  const four = await height();
  expect(four).toBeGreaterThan(empty * 1.5);
  await box.fill(Array.from({ length: 20 }, (_, i) => `Line ${i + 1}`).join('\n'));
  const twenty = await height();
  // Capped at eight lines (twice the four-line box), the rest scrolls inside it.
  expect(twenty).toBeGreaterThan(four);
  expect(twenty).toBeLessThan(four * 2.2);
  expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
});

test('a note being typed survives a reload and a failed save', async ({ page }) => {
  const box = await bulkNotesWithOneUnit(page, 'Elm Court', 'C1');
  await box.fill('Smoke detector beeps');
  // Saving fails while the backend is unreachable: the text stays.
  await page.route('**/rest/v1/unit_notes*', (route) => route.abort());
  await box.blur();
  await expect(unit(page, 'Elm Court C1').getByText(/^Waiting to save/)).toBeVisible();
  await expect(box).toHaveValue('Smoke detector beeps');
  // The save waits in the queue across a reload (the browser asks first) and is sent by itself
  // once the backend answers; a busy machine may take a while to read the portfolio again.
  page.once('dialog', (d) => d.accept());
  await page.unroute('**/rest/v1/unit_notes*');
  await page.reload();
  await expect(unit(page, 'Elm Court C1').getByText(/^Saved \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible({ timeout: 30_000 });
  // A save sent while the page first reads its notes can land after that read; read once more.
  await page.reload();
  await expect(box).toHaveValue('');
  await expect(unit(page, 'Elm Court C1').getByRole('group', { name: 'Latest note' })).toContainText(
    'Smoke detector beeps',
  );
});

test('a 400-unit portfolio shows a page of units at a time, and every unit stays reachable', async ({ page }) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Big Block',
    address_line1: '9 Main St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const units = Array.from({ length: 400 }, (_, i) => ({
    property_id: property.id,
    unit_label: `Unit ${i + 1}`,
    monthly_rent: 1000,
  }));
  expect((await api.from('units').insert(units)).error).toBeNull();
  await signIn(page, email, password);
  await page.goto('/notes/bulk');
  await expect(unit(page, 'Big Block Unit 1')).toBeVisible();
  await expect(page.getByText('1–50 of 400')).toBeVisible();
  // The first screenful draws with the data and the rest of the page right after.
  await expect(page.getByRole('region', { name: /^Big Block Unit / })).toHaveCount(50);
  // 100 a page, then the last page brings the last unit, and its box saves like any other.
  await page.getByRole('combobox', { name: 'Units per page' }).click();
  await page.getByRole('option', { name: '100' }).click();
  for (const shown of ['101–200', '201–300', '301–400']) {
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(`${shown} of 400`)).toBeVisible();
  }
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(unit(page, 'Big Block Unit 400')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await writeNote(page, 'Big Block Unit 400', 'Last unit checked');
  await expect(unit(page, 'Big Block Unit 1')).toHaveCount(0);
});

test("a history address that names none of the landlord's units says 'Unit not found', malformed or not", async ({
  page,
}) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  for (const unitId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/notes/unit/${unitId}`);
    await expect(page.getByRole('heading', { name: 'Unit not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Bulk Notes' })).toHaveAttribute('href', '/notes/bulk');
  }
});

test('the back button asks before leaving a note that is not saved: Cancel stays with it, Leave goes back', async ({
  page,
}) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const oak = await insertAs(api, 'properties', {
    name: 'Oak Flats',
    address_line1: '1 Oak St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  await insertAs(api, 'units', { property_id: oak.id, unit_label: '1A', monthly_rent: 1000 });
  await signIn(page, email, password);
  await navigate(page, null, 'Property Calculator');
  await navigate(page, null, 'Bulk Notes');

  // The save cannot get through, so the note stays unsaved.
  await page.route('**/rest/v1/unit_notes*', (route) => route.abort());
  const box = unit(page, 'Oak Flats 1A').getByRole('textbox', { name: /^Note for/ });
  await box.fill('Leak under the sink');
  await box.blur();
  await expect(unit(page, 'Oak Flats 1A').getByText(/^Waiting to save/)).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.goBack({ waitUntil: 'commit' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/notes\/bulk$/);
  await expect(box).toHaveValue('Leak under the sink');

  await page.goBack({ waitUntil: 'commit' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/property-calculator$/);
  await expect(page.getByRole('heading', { name: /calculator/i, level: 1 })).toBeVisible();
  await page.unroute('**/rest/v1/unit_notes*');
});
