import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, signIn, userApi, openRowLink } from './support';

// Due dates a calendar agrees with, however and whenever each one is completed.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const details = (page: Page) => page.getByRole('region', { name: 'Details' });

async function completeFromDetail(page: Page, nextDue: string) {
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete task' });
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Completed. Next due ${nextDue}`)).toBeVisible();
  await expect(details(page)).toContainText(nextDue);
}

test('"Pay water, monthly on the 31st" from Jan 31 lands on Feb 28, Mar 31, Apr 30 and May 31', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);

  await page.goto('/tasks/new');
  await page.getByRole('textbox', { name: /^Task title/ }).fill('Pay water');
  await choose(page, 'Scope', 'Business');
  await page.getByRole('radio', { name: 'Recurring' }).check();
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('A recurring task needs a start date')).toBeVisible();
  const start = page.getByRole('group', { name: 'Start date' });
  await start.getByRole('spinbutton').first().click();
  await page.keyboard.type('01312027');
  await choose(page, 'Repeats', 'Monthly');
  await page.getByRole('spinbutton', { name: 'Day of month' }).fill('31');
  // The preview is the database's own rule.
  await expect(page.getByTestId('occurrence-preview')).toHaveText('Next: Jan 31, 2027 · Feb 28, 2027 · Mar 31, 2027');
  await saveScreenshot(page, testInfo, 'recurrence-form');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page).toHaveURL('/tasks');

  await openRowLink(page, /Pay water/, 'Pay water');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay water' })).toBeVisible();
  await expect(details(page)).toContainText('Monthly on the 31st');
  await expect(details(page)).toContainText('Jan 31, 2027');
  for (const next of ['Feb 28, 2027', 'Mar 31, 2027', 'Apr 30, 2027', 'May 31, 2027']) {
    await completeFromDetail(page, next);
  }
  const log = page.getByRole('list', { name: 'Activity log' });
  for (const [occurrence, next] of [
    ['Jan 31, 2027', 'Feb 28, 2027'],
    ['Feb 28, 2027', 'Mar 31, 2027'],
    ['Mar 31, 2027', 'Apr 30, 2027'],
    ['Apr 30, 2027', 'May 31, 2027'],
  ]) {
    await expect(log).toContainText(`for ${occurrence}`);
    await expect(log).toContainText(`next due ${next}`);
  }
  await expect(log.getByRole('listitem').filter({ hasText: 'Completed' })).toHaveCount(4);
  await saveScreenshot(page, testInfo, 'recurrence-detail');
});

test('a fixed-dates task completed early moves on to its next date; skipping the last one ends it Skipped', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const first = format(addDays(new Date(), 10), 'yyyy-MM-dd');
  const second = format(addDays(new Date(), 40), 'yyyy-MM-dd');
  const show = (iso: string) => format(new Date(`${iso}T12:00:00`), 'MMM d, yyyy');
  const task = await insertAs(api, 'tasks', {
    title: 'Property tax installment',
    scope: 'Business',
    start_date: format(new Date(), 'yyyy-MM-dd'),
    recurrence: { type: 'fixedDays', fixedDates: [first, second] },
  });
  await signIn(page, email, password);
  await page.goto(`/tasks/${task.id}`);
  await expect(details(page)).toContainText(show(first));

  // Completed ten days early: the next date is the second one, not the first again.
  await completeFromDetail(page, show(second));
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Skip this occurrence' }).click();
  await expect(details(page)).toContainText('Skipped');
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toBeHidden();
  const log = page.getByRole('list', { name: 'Activity log' });
  await expect(log.getByRole('listitem').first()).toContainText(`Skipped`);
  await expect(log.getByRole('listitem').first()).toContainText(`skipped ${show(second)}`);
  await saveScreenshot(page, testInfo, 'recurrence-skipped');
});
