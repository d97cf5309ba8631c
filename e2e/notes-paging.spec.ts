import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi } from './support';

const unit = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// The bulk notes screen reads a page of units at a time; every unit stays reachable
// through the pager and the server-side search.
test('a landlord with 130 units pages through bulk notes, searches, and writes a note on a later page', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const maria = await insertAs(api, 'property_managers', { name: 'Maria Delgado', email: 'maria@keystone.example' });
  const tower = await insertAs(api, 'properties', {
    name: 'Tower',
    address_line1: '1 High St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    property_manager_id: maria.id,
  });
  const cottage = await insertAs(api, 'properties', {
    name: 'Cottage',
    address_line1: '2 Low St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const units = await api.from('units').insert(
    Array.from({ length: 120 }, (_, i) => ({
      property_id: tower.id,
      unit_label: `Unit ${i + 1}`,
      monthly_rent: 1000,
    })),
  );
  expect(units.error).toBeNull();
  const more = await api.from('units').insert(
    Array.from({ length: 10 }, (_, i) => ({
      property_id: cottage.id,
      unit_label: `Room ${i + 1}`,
      monthly_rent: 500,
    })),
  );
  expect(more.error).toBeNull();
  await signIn(page, email, password);

  await navigate(page, null, 'Bulk Notes');
  await expect(page.getByText('1–50 of 130')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Maria Delgado 120 units');
  await expect(unit(page, 'Tower Unit 1')).toBeVisible();
  // Fifty note boxes, and the autofill keyframes declared once, by the baseline (with the -webkit-
  // alias Emotion adds), not once per box; each box still carries the animation through which MUI
  // notices a browser's autofill (src/theme/theme.ts).
  await expect(page.getByRole('textbox', { name: /^Note for/ })).toHaveCount(50);
  const styles = await page.evaluate(() => ({
    keyframes: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSKeyframesRule && rule.name === 'mui-auto-fill').length,
    animations: [...document.querySelectorAll('textarea:not([aria-hidden])')].map(
      (box) => getComputedStyle(box).animationName,
    ),
  }));
  expect(styles.keyframes).toBeGreaterThanOrEqual(1);
  expect(styles.keyframes).toBeLessThanOrEqual(2);
  expect(styles.animations.length).toBeGreaterThanOrEqual(50);
  expect(new Set(styles.animations)).toEqual(new Set(['mui-auto-fill-cancel']));
  await saveScreenshot(page, testInfo, 'notes-paging-first');
  // The top of the screen as it first shows: filters (their toggle on a phone), pager, the first units.
  await page.screenshot({ path: `test-results/screenshots/notes-paging-top-${testInfo.project.name}.png` });

  // The last page: the rest of the Tower, then the Cottage under No Manager.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('51–100 of 130')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('101–130 of 130')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Maria Delgado 120 units', 'No Manager 10 units']);
  await expect(unit(page, 'Cottage Room 10')).toBeAttached();

  // A note on a later page saves and stays after a reload of that page.
  const box = unit(page, 'Tower Unit 110').getByRole('textbox', { name: /^Note for/ });
  await box.fill('Window cracked');
  await box.blur();
  await expect(unit(page, 'Tower Unit 110').getByRole('group', { name: 'Latest note' })).toContainText(
    'Window cracked',
  );

  // The search runs on the server over all units, and resets to the first page. On a phone the
  // filters wait behind their toggle while none is chosen.
  if (testInfo.project.name === 'phone') {
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
  }
  await page.getByRole('searchbox', { name: 'Search' }).fill('unit 11');
  await expect(page.getByText('1–11 of 11')).toBeVisible();
  await expect(unit(page, 'Tower Unit 110').getByRole('group', { name: 'Latest note' })).toContainText(
    'Window cracked',
  );
  await page.getByRole('checkbox', { name: 'Show only unresolved' }).check();
  await expect(page.getByText('1–11 of 11')).toBeVisible();
  await saveScreenshot(page, testInfo, 'notes-paging-search');
  await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
  await expect(page.getByText('No units match these filters')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('checkbox', { name: 'Show only unresolved' }).uncheck();
  await expect(page.getByText('1–50 of 130')).toBeVisible();
});
