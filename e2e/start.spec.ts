import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn } from './support';

/** Signs a new landlord in, then holds back the signed-in code (its own chunk in the build) until `release`. */
async function signInAndHoldTheApp(page: Page): Promise<{ release: () => void }> {
  const { email, password } = await createUser();
  await signIn(page, email, password);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/startApp-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

test("a signed-in start shows the shell's bar while the app's code downloads, then the screen", async ({
  page,
}, testInfo) => {
  const { release } = await signInAndHoldTheApp(page);
  await page.goto('/settings');
  const frame = page.getByRole('status', { name: 'Loading...' });
  await expect(frame).toBeVisible();
  await expect(frame.getByText('Landlord HQ')).toBeVisible();
  // Nothing of a screen yet: no main region, no page heading.
  await expect(page.getByRole('main')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await page.screenshot({
    path: `test-results/screenshots/boot-frame-${testInfo.project.name}.png`,
    animations: 'disabled',
  });

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Daily digest time')).toHaveValue('07:00');
  await expect(frame).toHaveCount(0);
});

test('a start at an address outside the shell shows no shell outline', async ({ page }) => {
  const { release } = await signInAndHoldTheApp(page);
  await page.goto('/status');
  // The entry has run and had two frames to draw in (the shell's outline takes one, as above): nothing of the shell.
  await page.waitForLoadState('load');
  for (let frame = 0; frame < 2; frame++)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(page.getByText('Landlord HQ')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
