import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, signIn, userApi } from './support';

/** A photographed receipt: a real JPEG, drawn by the browser (Playwright cannot hold up a camera). */
async function receiptPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 480;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f4f1ea';
    g.fillRect(0, 0, 360, 480);
    g.fillStyle = '#222';
    g.font = '24px sans-serif';
    g.fillText('ACE PLUMBING', 40, 60);
    g.font = '18px monospace';
    g.fillText('Shutoff valve    $95.00', 30, 140);
    g.fillText('Labor            $90.00', 30, 170);
    g.fillText('TOTAL           $185.00', 30, 230);
    return canvas.toDataURL('image/jpeg', 0.5);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const JPEG_START = [0xff, 0xd8, 0xff];

test('a landlord completes a paid bill with a photo of its receipt, downloads it, finds it on Schedule E, and nobody else can open it', async ({
  page,
}, testInfo) => {
  const phone = isPhone(page);
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Birch Row',
    address_line1: '4 Birch Row',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  const vendor = await insertAs(api, 'vendors', { name: 'Ace Plumbing', category: 'Maintenance' });
  const today = format(new Date(), 'yyyy-MM-dd');
  const bill = await insertAs(api, 'tasks', {
    title: 'Replace shutoff valve',
    scope: 'Property',
    property_id: property.id,
    vendor_id: vendor.id,
    start_date: today,
    next_due_date: today,
    estimated_cost: 185,
  });
  // Two earlier repairs this year, entered by hand without their receipts.
  const year = today.slice(0, 4);
  for (const [memo, amount, day] of [
    ['Gutter repair', 240, '01-15'],
    ['Door lock', 65, '02-10'],
  ] as const)
    await insertAs(api, 'payments', {
      property_id: property.id,
      category: 'Maintenance',
      tax_line: 14,
      amount,
      paid_on: `${year}-${day}`,
      memo,
    });
  await signIn(page, email, password);
  const photo = await receiptPhoto(page);

  // The completion takes the photo as a field of its form; it is sent once the payment exists.
  await page.goto(`/tasks/${bill.id}`);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  await expect(dialog.getByLabel('Actual cost (optional)')).toHaveValue('185.00');
  if (phone) await expect(dialog.getByRole('button', { name: 'Take photo' })).toBeVisible();
  await dialog
    .locator('input[type=file][aria-label="Receipt: choose a file"]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('Receipt: IMG_2041.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  const done = page.getByRole('dialog', { name: 'Task completed' });
  const receiptName = /^Receipt \d{4}-\d{2}-\d{2}$/;
  await expect(
    done.getByRole('list', { name: 'Receipts' }).getByRole('button', { name: /^Open Receipt / }),
  ).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toBeHidden();

  const { data: docs, error } = await api.from('documents').select('*');
  expect(error).toBeNull();
  expect(docs).toHaveLength(1);
  const receipt = docs![0] as { object_name: string; name: string; payment_id: string; size_bytes: number };
  expect(receipt.name).toMatch(receiptName);
  const { data: payment } = await api.from('payments').select('id, amount').eq('id', receipt.payment_id).single();
  expect(Number(payment!.amount)).toBe(185);

  // On the expense in the ledger: its receipts button, then the file itself.
  await page.goto('/expenses');
  await page.getByRole('button', { name: /^Receipts of \$185\.00 on / }).click();
  const receipts = page.getByRole('dialog', { name: /^Receipts of \$185\.00 on / });
  const list = receipts.getByRole('list', { name: 'Receipts' });
  await expect(list.getByRole('button', { name: `Open ${receipt.name}` })).toBeVisible();
  const download = page.waitForEvent('download');
  if (phone) {
    await list.getByRole('button', { name: `Actions for ${receipt.name}` }).click();
    await page.getByRole('menuitem', { name: 'Download' }).click();
  } else {
    await list.getByRole('button', { name: `Download ${receipt.name}` }).click();
  }
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${receipt.name}.jpg`);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual(JPEG_START);
  // The browser re-encodes a photo when that makes it smaller: the file is the one the bucket holds.
  expect(bytes.length).toBe(receipt.size_bytes);
  expect(bytes.length).toBeLessThanOrEqual(photo.length);
  await receipts.getByRole('button', { name: 'Close' }).click();

  // Schedule E for the year: the figure with this expense lists each payment with its receipt.
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  await page.goto(`/expenses/summary?year=${year}`);
  await page.getByRole('button', { name: /^\$490\.00, line 14 for A Birch Row: show the 3 ledger rows$/ }).click();
  const behind = page.getByRole('dialog', { name: 'Line 14, Repairs: A Birch Row' });
  const count = behind.getByRole('status', { name: 'Payments with a receipt' });
  await expect(count).toHaveText('1 of 3 payments have a receipt.');
  const row = behind.getByRole('listitem', { name: /^Maintenance, \$185\.00 on / });
  await expect(row.getByRole('button', { name: `Open ${receipt.name}` })).toBeVisible();
  // Its thumbnail is the photo itself, through a signed address.
  await expect(row.locator('img')).toHaveJSProperty('naturalWidth', 360);
  const gutters = behind.getByRole('listitem', { name: /^Gutter repair, \$240\.00 on / });
  await expect(gutters.getByText('No receipt')).toBeVisible();
  await expect(behind.getByRole('listitem', { name: /^Door lock, / }).getByText('No receipt')).toBeVisible();
  await saveScreenshot(page, testInfo, 'receipts-schedule-e', { fullPage: false });

  await row.getByRole('button', { name: `Open ${receipt.name}` }).click();
  const viewer = page.getByRole('dialog', { name: receipt.name });
  await expect(viewer.getByRole('img', { name: receipt.name })).toHaveJSProperty('naturalWidth', 360);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // The gutters' receipt, found at tax time, attached from the figure itself.
  await gutters
    .locator('input[type=file][aria-label^="Attach receipt to Gutter repair"]')
    .setInputFiles({ name: 'gutters.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(gutters.getByRole('button', { name: /^Open Receipt / })).toBeVisible();
  await expect(count).toHaveText('2 of 3 payments have a receipt.');
  await behind.getByRole('button', { name: 'Close' }).click();

  // Another landlord, signed in, can neither sign an address for the file nor download it.
  const other = await createUser();
  const otherApi = await userApi(other.email, other.password);
  const signed = await otherApi.storage.from('documents').createSignedUrl(receipt.object_name, 60);
  expect(signed.data).toBeNull();
  expect(signed.error).not.toBeNull();
  const stolen = await otherApi.storage.from('documents').download(receipt.object_name);
  expect(stolen.data).toBeNull();
  expect(stolen.error).not.toBeNull();
  const { data: seen } = await otherApi.from('documents').select('id');
  expect(seen).toEqual([]);
  // The landlord's own client can (the same calls, so the refusals above are about who asks).
  const own = await api.storage.from('documents').download(receipt.object_name);
  expect(own.error).toBeNull();
  expect(Buffer.from(await own.data!.arrayBuffer()).equals(bytes)).toBe(true);
});

test('a bill completed where there is no signal keeps its receipt photo: both are saved once the signal returns, the photo on that payment', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const today = format(new Date(), 'yyyy-MM-dd');
  const bill = await insertAs(api, 'tasks', {
    title: 'Boiler service',
    scope: 'Business',
    start_date: today,
    next_due_date: today,
    estimated_cost: 120,
  });
  await signIn(page, email, password);
  const photo = await receiptPhoto(page);
  await page.goto(`/tasks/${bill.id}`);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  const field = dialog.locator('input[type=file][aria-label="Receipt: choose a file"]');
  await expect(field).toBeAttached();

  // In the basement: no signal from here on.
  await context.setOffline(true);
  await field.setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('Receipt: IMG_3001.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(
    page.getByText(
      'Waiting to save · the completion and its receipt are kept and will be sent when the connection is back',
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await saveScreenshot(page, testInfo, 'receipt-waits-without-signal');
  expect((await api.from('payments').select('id')).data).toHaveLength(0);
  expect((await api.from('documents').select('id')).data).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await api.from('documents').select('id')).data?.length, { timeout: 30_000 }).toBe(1);
  const { data: docs } = await api.from('documents').select('payment_id, name, content_type');
  expect(docs![0].content_type).toBe('image/jpeg');
  const { data: payment } = await api
    .from('payments')
    .select('task_id, amount')
    .eq('id', docs![0].payment_id!)
    .single();
  expect(payment).toEqual({ task_id: bill.id, amount: 120 });

  // The expense shows it.
  await page.goto('/expenses');
  await page.getByRole('button', { name: /^Receipts of \$120\.00 on / }).click();
  await expect(
    page
      .getByRole('dialog', { name: /^Receipts of \$120\.00 on / })
      .getByRole('button', { name: `Open ${docs![0].name}` }),
  ).toBeVisible();
});
