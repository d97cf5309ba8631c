import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ANON_KEY } from '../supabase/local/config';
import { E2E_API_URL, E2E_BUILD_PORT, E2E_BUILD_URL } from './ports';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, navigate, signIn, userApi } from './support';

/**
 * Issue 26 with no signal at all: only a production build has the service worker that keeps the
 * app's own code, so this journey builds the app once per run (into Playwright's output folder,
 * which each run empties) and serves it with `vite preview`.
 */
const BUILD_DIR = join('test-results', 'e2e', '.app-build');
const VITE = join('node_modules', 'vite', 'bin', 'vite.js');
const viteEnv = { ...process.env, VITE_SUPABASE_URL: E2E_API_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY };
let preview: ChildProcess | undefined;

function run(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], { env: viteEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args[0]} failed: ${stderr.slice(-2000)}`))));
  });
}

async function answering(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(join(BUILD_DIR, 'index.html'))) await run(['build', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'error']);
  preview = spawn(process.execPath, [VITE, 'preview', '--outDir', BUILD_DIR, '--port', String(E2E_BUILD_PORT), '--strictPort'], { env: viteEnv, stdio: 'ignore' });
  await answering(E2E_BUILD_URL, Date.now() + 30_000);
});

test.afterAll(() => {
  preview?.kill('SIGTERM');
});

test.use({ baseURL: E2E_BUILD_URL });

const unit = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('with no signal at all, a reload still opens the app; the note written offline is saved once the signal returns', async ({ page, context }, testInfo) => {
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const property = await insertAs(api, 'properties', { name: 'Stairwell House', address_line1: '9 Deep Rd', city: 'Raleigh', state: 'NC', zip: '27601' });
  const flat = await insertAs(api, 'units', { property_id: property.id, unit_label: 'G1', monthly_rent: 700 });
  await signIn(page, email, password);
  // The worker registers once the first screen has loaded, then keeps the app's code.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });

  await navigate(page, null, 'Bulk Notes');
  await expect(unit(page, 'Stairwell House G1')).toBeVisible();
  await context.setOffline(true);
  const box = unit(page, 'Stairwell House G1').getByRole('textbox', { name: /^Note for/ });
  await box.fill('Leak under the stairs');
  await box.blur();
  await expect(unit(page, 'Stairwell House G1').getByText(/^Waiting to save/)).toBeVisible();

  // No network for the page nor for the API: the service worker opens the app, signed in, and
  // the banner counts the save that waits.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Landlord HQ')).toBeVisible();
  await expect(page.getByRole('alert', { name: "You're offline" })).toContainText('1 save is waiting');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'offline-reload');

  await context.setOffline(false);
  await expect(page.getByRole('alert', { name: "You're offline" })).toBeHidden({ timeout: 20_000 });
  await expect(unit(page, 'Stairwell House G1').getByRole('group', { name: 'Latest note' })).toContainText('Leak under the stairs', { timeout: 20_000 });
  const notes = await api.from('unit_notes').select('body').eq('unit_id', flat.id);
  expect(notes.error).toBeNull();
  expect(notes.data).toEqual([{ body: 'Leak under the stairs' }]);
});
