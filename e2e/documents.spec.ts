import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, navigate, signIn, userApi } from './support';

const KINDS = ['Receipt', 'Lease', 'Insurance policy', 'W-9'];

// The documents' rows, as the upload queue inserts them after each file reaches Storage: the
// Documents page reads them a page at a time, by kind and by name, and a property shows its own.
test('a landlord with 30 documents pages through them, filters by kind, searches, and sees a property’s', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const { data: user } = await api.auth.getUser();
  const userId = user.user!.id;
  const elm = await insertAs(api, 'properties', {
    name: 'Elm Court',
    address_line1: '1 Elm Ct',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const rows = Array.from({ length: 30 }, (_, i) => {
    const id = crypto.randomUUID();
    return {
      id,
      object_name: `${userId}/${id}/file-${i + 1}.pdf`,
      name: `Paper ${String(i + 1).padStart(2, '0')}`,
      kind: KINDS[i % KINDS.length],
      content_type: 'application/pdf',
      size_bytes: 10_000 + i * 1_000,
      property_id: i < 3 ? elm.id : null,
      created_at: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
    };
  });
  const { error } = await api.from('documents').insert(rows);
  expect(error).toBeNull();

  await signIn(page, email, password);
  await navigate(page, null, 'Documents');
  const list = page.getByRole('list', { name: 'Documents' });
  await expect(list.getByRole('button', { name: /^Open / })).toHaveCount(25);
  await expect(list.getByRole('button', { name: 'Open Paper 30' })).toBeVisible();
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  await saveScreenshot(page, testInfo, 'documents');

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(list.getByRole('button', { name: /^Open / })).toHaveCount(5);
  await expect(list.getByRole('button', { name: 'Open Paper 01' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'W-9' }).click();
  await expect(list.getByRole('button', { name: /^Open / })).toHaveCount(7);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Paper 1');
  // W-9s are every fourth from Paper 04: 12 and 16 have "Paper 1" in their names.
  await expect(list.getByRole('button', { name: /^Open / })).toHaveCount(2);

  await page.goto(`/properties/${elm.id}`);
  const card = page.getByRole('region', { name: 'Documents' });
  await expect(card.getByRole('button', { name: /^Open / })).toHaveCount(3);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `test-results/screenshots/documents-card-${isPhone(page) ? 390 : 1280}.png` });
});
