import { expect, test } from '@playwright/test';
import { E2E_APP_URL, E2E_MAILBOX_URL } from './ports';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi } from './support';

interface Mail {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

async function mailTo(email: string, subject: RegExp): Promise<Mail[]> {
  const res = await fetch(`${E2E_MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as Mail[]).filter((m) => subject.test(m.subject));
}

test('settings preview the next digest, and a test digest arrives in the mailbox with links into the app', async ({
  page,
}, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const task = await insertAs(api, 'tasks', {
    title: 'Replace smoke detectors',
    scope: 'Business',
    due_date: '2020-01-06',
  });
  await insertAs(api, 'tasks', { title: 'Renew landlord insurance', scope: 'Business', due_date: '2099-01-01' });

  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  await expect(page.getByText(/A digest with nothing to report is not sent/)).toBeVisible();

  await page.getByRole('button', { name: 'Preview digest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Digest preview' });
  const overdue = dialog.getByRole('region', { name: 'Overdue' });
  await expect(overdue.getByRole('link', { name: 'Replace smoke detectors' })).toBeVisible();
  await expect(dialog.getByText(/^Subject: Daily digest for .*: 1 overdue$/)).toBeVisible();
  await expect(dialog.getByText(/^Next sent .*, 7:00 AM E[SD]T\.$/)).toBeVisible();
  await expect(dialog.getByText('Renew landlord insurance')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'digest-preview');
  await dialog.getByRole('tab', { name: 'Weekly' }).click();
  await expect(dialog.getByText(/^Subject: Weekly digest for the week of .*: 1 overdue$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Send me a test digest now' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `A test daily digest is on its way to ${email}. It arrives within a minute.`,
  );

  // The stack calls the send-digests Edge Function (under Deno) within seconds; it mails the digest over the mail API.
  await expect.poll(async () => (await mailTo(email, /^\[Test\] Daily digest/)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailTo(email, /^\[Test\] Daily digest/);
  expect(mail.subject).toMatch(/: 1 overdue$/);
  expect(mail.text).toContain('Replace smoke detectors');
  expect(mail.links).toContain(`${E2E_APP_URL}/tasks/${task.id}`);

  await page.goto(`${E2E_MAILBOX_URL}/?to=${encodeURIComponent(email)}`);
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /^\[Test\] Daily digest/ }) });
  await expect(message.getByText('via the mail API')).toBeVisible();
  await saveScreenshot(page, testInfo, 'digest-mailbox');
  await page.getByRole('link', { name: 'Replace smoke detectors' }).click();
  await expect(page).toHaveURL(`${E2E_APP_URL}/tasks/${task.id}`);
  // The task page opens from a link in a mail, a cold start: allow it time on a busy machine.
  await expect(page.getByRole('heading', { name: 'Replace smoke detectors' })).toBeVisible({ timeout: 30_000 });
});

test('a tap on Preview digest before its rules are here opens the dialog at once, loading, and it closes', async ({
  page,
}) => {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Account', 'Settings');
  // The digest's rules (the send-digests function's own modules) follow the page; hold them to see what a slow phone sees.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/digest(Content|Data|Schedule)-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const dialog = page.getByRole('dialog', { name: 'Digest preview' });
  await page.getByRole('button', { name: 'Preview digest' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Loading preview...');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Preview digest' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Loading preview...');
  release();
  await expect(dialog.getByRole('tab', { name: 'Daily' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
