import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, insertAs, isPhone, listRow, signIn, userApi } from './support';

/** Presses Tab until the control has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, control: Locator, maxStops = 40) {
  for (let i = 0; i < maxStops; i++) {
    if (await control.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

/** Presses Tab until focus is somewhere inside the container (a grid has one Tab stop). */
async function tabInto(page: Page, container: Locator, maxStops = 60) {
  for (let i = 0; i < maxStops; i++) {
    if (await container.evaluate((el) => el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the container');
}

/** The focused control draws a ring: an outline at least 2px wide (theme `focusRing`). */
async function expectFocusRing(control: Locator) {
  await expect(control).toBeFocused();
  const { style, width } = await control.evaluate((el) => {
    const css = getComputedStyle(el);
    return { style: css.outlineStyle, width: parseFloat(css.outlineWidth) };
  });
  expect(style, 'outline style of the focused control').not.toBe('none');
  expect(width, 'outline width of the focused control').toBeGreaterThanOrEqual(2);
}

test('signing in works from the keyboard, with a visible focus ring', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await createUser();
  await page.goto('/');
  const emailBox = page.getByRole('textbox', { name: /^Email/ });
  await tabTo(page, emailBox);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await expectFocusRing(page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByText('Landlord HQ')).toBeVisible();
});

test('the shell, a dialog and the new task form work from the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Linden Row',
    address_line1: '3 Linden Row',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await insertAs(api, 'tasks', {
    title: 'Water bill',
    scope: 'Property',
    property_id: property.id,
    due_date: new Date().toISOString().slice(0, 10),
  });
  await signIn(page, email, password);

  // The first Tab stop skips the navigation.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(skip);

  // Navigation: the phone drawer, or the desktop Rent menu, opened and chosen with Enter.
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) {
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, openMenu);
    await expectFocusRing(openMenu);
    await page.keyboard.press('Enter');
    const tasks = nav.getByRole('link', { name: 'Tasks', exact: true });
    await tabTo(page, tasks);
    await expectFocusRing(tasks);
    await page.keyboard.press('Enter');
    await expect(nav).toBeHidden();
  } else {
    const rent = nav.getByRole('button', { name: 'Rent' });
    await tabTo(page, rent);
    await expectFocusRing(rent);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(rent).toBeFocused();
    const tasks = nav.getByRole('link', { name: 'Tasks', exact: true });
    await tabTo(page, tasks);
    await expectFocusRing(tasks);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 30_000 });

  // A dialog opens with Enter, closes with Escape, and gives focus back to its trigger.
  // The grid is one Tab stop; arrows move inside it, End reaches the row's actions. A phone's
  // card is plain controls in a row: Tab reaches its Complete.
  const complete = page
    .getByRole('menuitem', { name: 'Complete Water bill' })
    .or(page.getByRole('button', { name: 'Complete Water bill' }));
  await expect(complete).toBeVisible({ timeout: 30_000 });
  if (isPhone(page)) await tabTo(page, complete);
  else {
    await tabInto(page, page.getByRole('grid'));
    const row = page.getByRole('row', { name: /Water bill/ });
    for (let i = 0; i < 3 && !(await row.evaluate((el) => el.contains(document.activeElement))); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
  }
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(complete).toBeFocused();

  // The new task form: fill and submit without the mouse.
  await page.goto('/tasks/new');
  const title = page.getByRole('textbox', { name: /^Task title/ });
  await tabTo(page, title);
  await page.keyboard.type('Replace air filters');
  // A select opens with Enter, finds an option by typing, and takes it with Enter.
  const scope = page.getByRole('combobox', { name: /^Scope/ });
  await tabTo(page, scope);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Business');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(scope).toHaveText('Business');
  await expect(scope).toBeFocused();
  const submit = page.getByRole('button', { name: 'Create Task' });
  await tabTo(page, submit, 80);
  await expectFocusRing(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/tasks', { timeout: 30_000 });
  await expect(listRow(page, /Replace air filters/)).toBeVisible({ timeout: 30_000 });
});
