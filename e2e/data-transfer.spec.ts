import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { makeReceiptPng } from '../supabase/local/demoFiles';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, signOut, userApi } from './support';

/** 3 properties with 10 units each; line 7 has a rent the browser cannot read, line 15 a lease end the database refuses. */
function unitsCsv() {
  const lines = ['Property,Address,City,State,Zip Code,Unit #,Monthly Rent,Lease Status,Lease End,Tenant'];
  for (const [p, name] of ['Birch Flats', 'Cedar Rows', 'Dogwood Lofts'].entries()) {
    for (let u = 1; u <= 10; u++) {
      const line = lines.length + 1;
      const rent = line === 7 ? 'twelve hundred' : `"$1,${(100 + p * 50 + u).toString().padStart(3, '0')}.00"`;
      const lease = line === 15 ? 'Vacant,3/1/2027' : u % 2 ? 'Fixed term,3/1/2027' : 'Month-to-month,';
      lines.push(`${name},${10 + p} Oak St,Durham,NC,27701,${u},${rent},${lease},Tenant ${p}-${u}`);
    }
  }
  // Excel on Windows: a BOM and CRLF line ends.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** No serious or critical axe violation on what is on screen now. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

type Exported = { version: number; tables: Record<string, Array<{ name?: string; object_name?: string }>> };

/** The downloaded export: its bytes, export.json read, and the files in it by their names. */
async function readDownload(file: Download) {
  expect(file.suggestedFilename()).toMatch(/^landlord-hq-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await file.path());
  const entries = unzipSync(new Uint8Array(zip));
  const exported = JSON.parse(strFromU8(entries['export.json'])) as Exported;
  return { zip, exported, entries };
}

test('a landlord imports a 30-row units CSV with 2 bad rows, imports the 28 and sees them on Properties', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Properties', 'Properties');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import properties and units from CSV' });
  await expect(dialog.getByRole('button', { name: 'Download the template' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'import-csv-choose');

  await chooseFile(page, 'units.csv', unitsCsv(), 'text/csv');
  await expect(dialog.getByText('units.csv: 30 rows.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Monthly rent', exact: true })).toHaveText('Monthly Rent');
  await expect(dialog.getByRole('combobox', { name: 'Unit', exact: true })).toHaveText('Unit #');
  await saveScreenshot(page, testInfo, 'import-csv-columns');
  await expectAccessible(page, 'the column step');
  await dialog.getByRole('button', { name: 'Preview' }).click();

  await expect(dialog.getByText('New: 28')).toBeVisible();
  await expect(dialog.getByText('Error: 2')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row', { name: /^7 / })).toContainText(
    'Monthly rent: "twelve hundred" is not an amount like 1,234.50',
  );
  await expect(preview.getByRole('row', { name: /^15 / })).toContainText(
    'A lease end date is kept only for fixed-term leases',
  );
  await saveScreenshot(page, testInfo, 'import-csv-preview');
  await expectAccessible(page, 'the preview');

  await dialog.getByRole('button', { name: 'Import 28 rows' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 properties, 28 units created; 2 rows skipped.');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the skipped rows with their errors' }).click();
  const skipped = await readFile(await (await download).path(), 'utf8');
  expect(skipped).toContain('Line,Property,Address');
  expect(skipped).toContain('twelve hundred');
  expect(skipped.trim().split('\n')).toHaveLength(3);
  await saveScreenshot(page, testInfo, 'import-csv-summary');
  await dialog.getByRole('button', { name: 'Close' }).click();

  for (const name of ['Birch Flats', 'Cedar Rows', 'Dogwood Lofts'])
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('link', { name: /Birch Flats/ })).toContainText('+6 more units');
  await saveScreenshot(page, testInfo, 'properties-after-import');

  // The same file again: nothing new.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await chooseFile(page, 'units.csv', unitsCsv(), 'text/csv');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Unchanged: 28')).toBeVisible();
  await expect(dialog.getByText('New: 0')).toBeVisible();
});

test('a landlord imports vendors with property accounts, then tasks that name them', async ({ page }, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  await insertAs(api, 'properties', {
    name: 'Maple Duplex',
    address_line1: '12 Maple St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await signIn(page, email, password);

  // Straight to the lists: the menus have their own journeys.
  await page.goto('/vendors');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  let dialog = page.getByRole('dialog', { name: 'Import vendors from CSV' });
  await chooseFile(
    page,
    'vendors.csv',
    Buffer.from(
      'Vendor;Type;Website;Property;Account #\nCity Water;water/sewer;citywater.example;Maple Duplex;W-1\nAcme Repairs;Handyman;;;\n',
    ),
    'text/csv',
  );
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('New: 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 vendors, 1 property account created.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: /City Water/ })).toBeVisible();

  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  dialog = page.getByRole('dialog', { name: 'Import tasks from CSV' });
  const tasks =
    'Task,Property,Vendor,Due date,Repeats,Day of month,Cost\n"Water bill, monthly",Maple Duplex,City Water,12/15/2026,Monthly,15,$85.00\nFix porch,Maple Duplex,Nobody Inc,1/10/2027,,,"$1,200"\n';
  await chooseFile(page, 'tasks.csv', Buffer.from(tasks), 'text/csv');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('table', { name: 'Import preview' })).toContainText(
    'Vendor "Nobody Inc" not found: import or add it first',
  );
  await saveScreenshot(page, testInfo, 'import-csv-tasks-preview');
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(dialog.getByRole('status')).toContainText('1 task created; 1 row skipped.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Water bill, monthly')).toBeVisible();
});

test('a file that is not a CSV of properties gets one clear message', async ({ page }) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Properties', 'Properties');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import properties and units from CSV' });
  await chooseFile(page, 'tasks.csv', Buffer.from('Task,Due date\nPaint,3/1/2027\n'), 'text/csv');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This does not look like a CSV of properties and units: no column for Property name or Address. Choose the columns below, or download the template.',
  );
});

test('a landlord exports the demo account and imports it into a new one', async ({ page }, testInfo) => {
  // Two accounts, a download and an import of the whole account: long on a busy machine.
  test.slow();
  await signIn(page, 'demo@landlordhq.test', 'demo-landlord');
  await navigate(page, 'Account', 'Settings');
  const card = page.getByText('Your data').locator('..');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all my data' }).click();
  const file = await download;
  const { zip, exported, entries } = await readDownload(file);
  expect(exported.version).toBe(1);
  // The demo's documents come with their files, each under its id and file name.
  expect(exported.tables.documents.length).toBeGreaterThan(0);
  for (const doc of exported.tables.documents)
    expect(entries[`files/${doc.object_name!.split('/').slice(1).join('/')}`]?.length).toBeGreaterThan(0);
  await expect(card.getByRole('status')).toContainText(`Downloaded ${exported.tables.properties.length} properties`);
  await saveScreenshot(page, testInfo, 'settings-your-data');
  await expectAccessible(page, 'Settings with the data card');

  // Importing into the demo account itself is refused: it has data.
  await chooseFile(page, file.suggestedFilename(), zip, 'application/zip');
  await page.getByRole('dialog', { name: 'Import this export?' }).getByRole('button', { name: 'Import' }).click();
  await expect(card.getByRole('alert')).toContainText('Nothing was imported. This account already has data');

  await signOut(page);
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  await chooseFile(page, file.suggestedFilename(), zip, 'application/zip');
  const confirm = page.getByRole('dialog', { name: 'Import this export?' });
  await expect(confirm).toContainText(
    `${exported.tables.properties.length} properties, ${exported.tables.units.length} units`,
  );
  await expect(confirm).toContainText(`${exported.tables.documents.length} documents`);
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(card.getByRole('status')).toContainText(`Imported ${exported.tables.properties.length} properties`);

  await navigate(page, 'Properties', 'Properties');
  for (const property of exported.tables.properties)
    await expect(page.getByRole('link', { name: property.name! })).toBeVisible();
});

test('a receipt’s picture travels with the export: imported into a new account, it opens there', async ({
  page,
}, testInfo) => {
  test.slow();
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const { data: user } = await api.auth.getUser();
  // As the upload queue does: the file to Storage as the landlord, then its row.
  const id = crypto.randomUUID();
  const objectName = `${user.user!.id}/${id}/boiler receipt.png`;
  const png = makeReceiptPng(6, 7);
  const uploaded = await api.storage.from('documents').upload(objectName, png, { contentType: 'image/png' });
  expect(uploaded.error).toBeNull();
  await insertAs(api, 'documents', {
    id,
    object_name: objectName,
    name: 'Boiler repair receipt',
    kind: 'Receipt',
    content_type: 'image/png',
    size_bytes: png.length,
  });

  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  const card = page.getByText('Your data').locator('..');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all my data' }).click();
  const file = await download;
  const { zip, exported, entries } = await readDownload(file);
  expect(exported.tables.documents.map((d) => d.name)).toEqual(['Boiler repair receipt']);
  expect(Buffer.from(entries[`files/${id}/boiler receipt.png`])).toEqual(png);
  await expect(card.getByRole('status')).toContainText('1 documents');

  await signOut(page);
  const fresh = await createUser();
  await signIn(page, fresh.email, fresh.password);
  await navigate(page, 'Account', 'Settings');
  await chooseFile(page, file.suggestedFilename(), zip, 'application/zip');
  const confirm = page.getByRole('dialog', { name: 'Import this export?' });
  await expect(confirm).toContainText('1 documents');
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(card.getByRole('status')).toContainText('Imported 0 properties');

  await navigate(page, null, 'Documents');
  await page.getByRole('button', { name: 'Open Boiler repair receipt' }).click();
  const viewer = page.getByRole('dialog', { name: 'Boiler repair receipt' });
  const picture = viewer.getByRole('img', { name: 'Boiler repair receipt' });
  await expect(picture).toBeVisible();
  // Its signed address is the file at its new name, the same bytes. Fetched outside the page: the
  // built app's Content-Security-Policy (public/_headers, img-src) does not list the API's origin yet,
  // so the browser itself does not draw it.
  const src = await picture.getAttribute('src');
  const { data: freshUser } = await (await userApi(fresh.email, fresh.password)).auth.getUser();
  expect(src).toContain(`/object/sign/documents/${freshUser.user!.id}/`);
  expect(src).not.toContain(id);
  const answer = await page.request.get(src!);
  expect(answer.status()).toBe(200);
  expect(Buffer.from(await answer.body())).toEqual(png);
  await saveScreenshot(page, testInfo, 'imported-document-opens');
});

test('an import that did not finish shows in Settings and is removed, keeping what the landlord added since', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  // A tab closed mid-import: begin and one chunk of 3 properties.
  const begun = await api.rpc('import_account_begin', { p_version: 1 });
  const importId = (begun.data as { import: string }).import;
  const rows = [1, 2, 3].map((n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Imported ${n}`,
    address_line1: `${n} Elm St`,
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  }));
  expect(
    (await api.rpc('import_account_rows', { p_import: importId, p_table: 'properties', p_rows: rows })).error,
  ).toBeNull();
  // And a document whose file had gone up: the database names where (under this landlord).
  const scan = {
    id: '00000000-0000-4000-8000-0000000000d1',
    object_name: '00000000-0000-4000-8000-0000000000aa/00000000-0000-4000-8000-0000000000d1/scan.png',
    name: 'Old scan',
    content_type: 'image/png',
    size_bytes: 100,
  };
  expect(
    (await api.rpc('import_account_rows', { p_import: importId, p_table: 'documents', p_rows: [scan] })).error,
  ).toBeNull();
  const { data: names } = await api.rpc('import_account_object_names_of', { p_import: importId });
  expect(names).toHaveLength(1);
  const [scanName] = names as string[];
  const png = makeReceiptPng(3, 1);
  expect((await api.storage.from('documents').upload(scanName, png, { contentType: 'image/png' })).error).toBeNull();
  await insertAs(api, 'properties', {
    name: 'My Own Place',
    address_line1: '9 Oak St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });

  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  const notice = page.getByRole('region', { name: 'Unfinished import' });
  await expect(notice).toContainText('An import did not finish — remove its 4 rows.');
  await expectAccessible(page, 'Settings with an unfinished import');
  await saveScreenshot(page, testInfo, 'settings-unfinished-import');
  await notice.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Removed the unfinished import's 4 rows." })).toBeVisible();
  await expect(notice).toBeHidden();
  // Its document's file went with it.
  expect((await api.storage.from('documents').download(scanName)).error).not.toBeNull();

  await navigate(page, 'Properties', 'Properties');
  await expect(page.getByRole('link', { name: 'My Own Place' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Imported 1' })).toBeHidden();
});
