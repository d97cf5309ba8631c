import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi, listRow, openRowLink } from './support';
import { E2E_API_URL } from './ports';

const unit = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Writes a note and leaves its box, as a landlord walking the building does. */
async function writeNote(page: Page, name: string, text: string) {
  const box = unit(page, name).getByRole('textbox', { name: /^Note for/ });
  await box.fill(text);
  await box.blur();
  await expect(unit(page, name).getByText(/^Waiting to save/)).toBeVisible();
  // Shown as the unit's latest note at once, while it waits for the connection.
  await expect(unit(page, name).getByRole('group', { name: 'Latest note' })).toContainText(text);
}

test('notes and a completion made without a connection are saved once it returns, exactly once', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Cellar Court',
    address_line1: '3 Low St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  const units = await Promise.all(
    ['B1', 'B2', 'B3'].map((label) =>
      insertAs(api, 'units', { property_id: property.id, unit_label: label, monthly_rent: 800 }),
    ),
  );
  const task = await insertAs<{ id: string }>(api, 'tasks', {
    title: 'Check the boiler',
    scope: 'Business',
    due_date: new Date().toISOString().slice(0, 10),
  });
  await signIn(page, email, password);

  // Both screens once while online, so their code and data are in the browser.
  await navigate(page, null, 'Bulk Notes');
  await expect(unit(page, 'Cellar Court B1')).toBeVisible();
  await navigate(page, null, 'Tasks');
  await openRowLink(page, /Check the boiler/, 'Check the boiler');
  await expect(page.getByRole('heading', { name: 'Check the boiler', level: 1 })).toBeVisible();
  // The heading shows already while the task loads (what the list knew): its actions only
  // once the task itself is here. Going offline before that leaves nothing to complete.
  await expect(page.getByRole('button', { name: 'Complete' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: 'Complete task' }).getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Completion: Waiting to save' })).toBeVisible();
  await expect(page.getByRole('alert', { name: "You're offline" })).toBeVisible();

  // Within the app, the bulk page comes back from what the browser holds.
  await navigate(page, null, 'Bulk Notes');
  await expect(unit(page, 'Cellar Court B1')).toBeVisible();
  await writeNote(page, 'Cellar Court B1', 'Damp in the corner');
  await writeNote(page, 'Cellar Court B2', 'Meter reading 4411');
  await writeNote(page, 'Cellar Court B3', 'Door sticks');
  await expect(
    unit(page, 'Cellar Court B2').getByText(/kept in this browser and saved when you're back/),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'offline-waiting');

  // A reload while the API still does not answer (the app itself must load, and there is no
  // service worker to serve it offline): the waiting saves and the drafts are still there.
  await context.route(`${E2E_API_URL}/**`, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('alert', { name: 'The server is not answering' })).toContainText(
    /saves? (is|are) waiting/,
  );
  const stored = (part: string) =>
    page.evaluate(
      (p) =>
        Object.entries(localStorage)
          .filter(([key]) => key.includes(p))
          .map(([, value]) => value)
          .join(''),
      part,
    );
  const [drafts, queue] = [await stored('noteDrafts'), await stored('saveQueue')];
  for (const text of ['Damp in the corner', 'Meter reading 4411', 'Door sticks']) {
    expect(drafts).toContain(text);
    expect(queue).toContain(text);
  }
  expect(queue).toContain(`task-complete:${task.id}`);

  // The connection returns: everything is sent by itself.
  await context.unroute(`${E2E_API_URL}/**`);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('alert', { name: /offline|not answering/ })).toBeHidden({ timeout: 20_000 });
  await page.reload();
  for (const [label, text] of [
    ['B1', 'Damp in the corner'],
    ['B2', 'Meter reading 4411'],
    ['B3', 'Door sticks'],
  ]) {
    await expect(unit(page, `Cellar Court ${label}`).getByRole('group', { name: 'Latest note' })).toContainText(text);
  }
  await saveScreenshot(page, testInfo, 'offline-saved');

  // A note the screen shows may still be on its way from the queue the reload resumed: wait for it.
  const savedNotes = () =>
    api
      .from('unit_notes')
      .select('unit_id, body')
      .in(
        'unit_id',
        units.map((u) => u.id),
      );
  await expect.poll(async () => (await savedNotes()).data?.length).toBe(3);
  const notes = await savedNotes();
  expect(notes.error).toBeNull();
  expect(notes.data).toHaveLength(3);
  const completions = await api.from('activities').select('id').eq('task_id', task.id).eq('action', 'Completed');
  expect(completions.error).toBeNull();
  expect(completions.data).toHaveLength(1);
});

test('a task completed without a connection, behind notes that wait, shows Completed at once and is saved once', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Attic Row',
    address_line1: '5 High St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  await Promise.all(
    ['A1', 'A2', 'A3'].map((label) =>
      insertAs(api, 'units', { property_id: property.id, unit_label: label, monthly_rent: 900 }),
    ),
  );
  const task = await insertAs<{ id: string }>(api, 'tasks', {
    title: 'Bleed the radiators',
    scope: 'Business',
    due_date: '2099-01-15',
  });
  await signIn(page, email, password);

  await navigate(page, null, 'Tasks');
  const row = listRow(page, /Bleed the radiators/);
  await expect(row.getByRole('button', { name: 'Complete Bleed the radiators' })).toBeVisible();
  await navigate(page, null, 'Bulk Notes');
  await expect(unit(page, 'Attic Row A1')).toBeVisible();

  await context.setOffline(true);
  await writeNote(page, 'Attic Row A1', 'Radiator cold');
  await writeNote(page, 'Attic Row A2', 'Radiator hisses');
  await writeNote(page, 'Attic Row A3', 'Radiator fine');

  await navigate(page, null, 'Tasks');
  // The notes wait in the browser, so leaving the page asks first.
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await row.getByRole('button', { name: 'Complete Bleed the radiators' }).click();
  await page.getByRole('dialog', { name: 'Complete task' }).getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete task' })).toBeHidden();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: 'Complete Bleed the radiators' })).toBeHidden();
  await saveScreenshot(page, testInfo, 'offline-completed-behind-notes');

  await context.setOffline(false);
  await expect(page.getByRole('alert', { name: /offline|not answering/ })).toBeHidden({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        (await api.from('activities').select('id').eq('task_id', task.id).eq('action', 'Completed')).data?.length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const notes = await api.from('unit_notes').select('body').like('body', 'Radiator%');
  expect(notes.data).toHaveLength(3);
  await page.reload();
  await expect(listRow(page, /Bleed the radiators/)).toContainText('Completed');
});

test('a dialog whose code cannot arrive leaves the page as it was, says so, and opens on the next click once it can', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  await insertAs(api, 'tasks', {
    title: 'Fix the gate',
    scope: 'Business',
    due_date: new Date().toISOString().slice(0, 10),
  });
  // The completion dialog's code is fetched on demand; here it cannot arrive.
  const dialogCode = '**/assets/CompleteTaskDialog-*.js';
  await context.route(dialogCode, (route) => route.abort('internetdisconnected'));
  await signIn(page, email, password);
  await navigate(page, null, 'Tasks');
  await openRowLink(page, /Fix the gate/, 'Fix the gate');
  await expect(page.getByRole('heading', { name: 'Fix the gate', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This could not open: check your connection and try again.' }),
  ).toBeVisible();
  // The screen stays: no error page in its place.
  await expect(page.getByRole('heading', { name: 'Fix the gate', level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Complete task' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'dialog-code-did-not-arrive');

  await context.unroute(dialogCode);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete task' })).toBeVisible();
});

test('a screen or a picker whose code cannot arrive keeps the app, says so, and loads once it can', async ({
  page,
  context,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', {
    name: 'Alder Row',
    address_line1: '9 Alder Row',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
  });
  await insertAs(api, 'units', {
    property_id: property.id,
    unit_label: '2B',
    monthly_rent: 1000,
    lease_status: 'MonthToMonth',
  });
  await signIn(page, email, password);

  // The planner's own code cannot arrive: the screen says so, not a technical error.
  const plannerCode = '**/assets/RentPlannerPage-*.js';
  await context.route(plannerCode, (route) => route.abort('internetdisconnected'));
  await page.goto('/rent-planner');
  await expect(page.getByRole('heading', { name: 'This screen could not load', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Check your connection and try again. Nothing you saved or typed is lost.'),
  ).toBeVisible();
  await expect(page.getByText(/dynamically imported/)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'screen-code-did-not-arrive');
  await context.unroute(plannerCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Rent Increase Planner', level: 1 })).toBeVisible();

  // The date picker's code cannot arrive: the browser's own date field takes the date.
  const pickerCode = '**/assets/DatePicker-*.js';
  await context.route(pickerCode, (route) => route.abort('internetdisconnected'));
  await page.getByRole('combobox', { name: 'Unit' }).fill('alder 2b');
  await page.getByRole('option', { name: 'Alder Row · 2B' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The date picker could not load: enter the date in the plain date field.' }),
  ).toBeVisible();
  const date = page.getByLabel('Effective date');
  await expect(date).toHaveAttribute('type', 'date');
  const effective = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await date.fill(effective);
  await page.getByRole('textbox', { name: 'Increase (%)' }).fill('5');
  await expect(page.getByTestId('planned-rent')).toHaveText('Planned new rent: $1,050.00');
  await saveScreenshot(page, testInfo, 'date-picker-code-did-not-arrive');
  await page.getByRole('button', { name: 'Schedule Increase' }).click();
  await expect
    .poll(async () =>
      (await api.from('scheduled_rent_increases').select('effective_date')).data?.map((r) => r.effective_date),
    )
    .toEqual([effective]);
});
