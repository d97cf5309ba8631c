import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/config';
import { E2E_API_URL, E2E_MAILBOX_URL } from './ports';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** A confirmed account made through the admin API, as a fixture seeded with the service role. */
export async function createUser(email = uniqueEmail('e2e'), password = 'password-123') {
  const res = await fetch(`${E2E_API_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!res.ok) throw new Error(`createUser: ${res.status} ${await res.text()}`);
  return { email, password };
}

/** The link of the newest e-mail to `to` whose subject matches, from the stack's mailbox. */
export async function mailLink(to: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${E2E_MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
    const mail = ((await res.json()) as Array<{ subject: string; links: string[] }>).find((m) =>
      subject.test(m.subject),
    );
    const link = mail?.links.find((l) => l.includes('/verify'));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} matching ${subject}`);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByText('Landlord HQ')).toBeVisible();
}

/**
 * Signs out from the menu and waits for the sign-in screen: until it shows, the session may still be
 * stored, and a page load started before then would keep it.
 */
export async function signOut(page: Page) {
  await navigate(page, 'Account', 'Sign Out');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

/**
 * One row of a list (tasks, expenses, vendors, rent increases), found by its text: the grid's or
 * table's row on a desktop; on a phone, where every list is a list of cards, the row's card.
 */
export function listRow(page: Page, text: RegExp): Locator {
  return isPhone(page) ? page.getByRole('listitem').filter({ hasText: text }) : page.getByRole('row', { name: text });
}

/**
 * Opens the link of a list's row. On a desktop a grid shows its first rows as plain text until its
 * code is here, then replaces them in place: a click pressed on one and released on the other is
 * no click at all (a busy machine lost a task's link that way), so it waits for the grid.
 */
export async function openRowLink(page: Page, text: RegExp, link: string) {
  const row = listRow(page, text);
  await expect(row).toBeVisible();
  if (!isPhone(page)) await expect(page.locator('[data-first-rows]')).toHaveCount(0);
  await row.getByRole('link', { name: link, exact: true }).click();
}

/** Opens a navigation entry the way a user would: desktop menus, or the hamburger and its groups. */
export async function navigate(page: Page, group: 'Rent' | 'Properties' | 'Account' | null, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main' });
    if (group && group !== 'Account') {
      // A group holding the current page opens already expanded; a click would close it.
      const toggle = drawer.getByRole('button', { name: group });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    const item = drawer.getByRole(label === 'Sign Out' ? 'button' : 'link', { name: label, exact: true });
    // A group's links slide open (MUI Collapse): a finger lands on one once it is all shown. Before
    // that it is clipped, and a tap on its place hits the row the opening group pushes down.
    await expect(item).toBeInViewport({ ratio: 1 });
    await item.click();
    return;
  }
  if (group) {
    // A click that lands while the shell is still settling after a sign-in can leave the menu open
    // and go nowhere: the menu closing is what says the entry was taken, so open it and click again
    // until it does.
    const item = page.getByRole('menuitem', { name: label, exact: true });
    await expect(async () => {
      if (!(await item.isVisible()))
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: group }).click();
      await item.click({ timeout: 5_000 });
      await expect(item).toBeHidden({ timeout: 5_000 });
    }).toPass();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  }
}

/**
 * supabase-js signed in as the test's user, for fixtures a screen does not build yet
 * (RLS applies, as in the app). Node 20 needs a WebSocket implementation for its realtime client.
 */
export async function userApi(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(E2E_API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** Inserts one row as that user and returns it, failing loudly with PostgREST's message. */
export async function insertAs<T = { id: string }>(
  client: SupabaseClient,
  table: string,
  values: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.from(table).insert(values).select().single();
  if (error) throw new Error(`insert into ${table}: ${error.message}`);
  return data as T;
}

/** Picks an option and waits for its menu to close; a click a busy machine lost while the menu opened is made again. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
  }).toPass();
}
