import { expect, test, type Page } from '@playwright/test';
import { E2E_API_URL } from './ports';
import { signIn, userApi } from './support';

/**
 * The production build under the deploy's headers (public/_headers, as the build writes it): every
 * main screen runs with no Content-Security-Policy violation, and the headers are there.
 */
const DEMO = { email: 'demo@landlordhq.test', password: 'demo-landlord' };
test.describe.configure({ timeout: 180_000 });
// The service worker is served under the same policy (worker-src): these journeys let it install.
test.use({ serviceWorkers: 'allow' });

type Violation = { directive: string; blocked: string; source: string };

/** Every CSP violation the page reports (its `securitypolicyviolation` events) and every CSP console error. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [],
    );
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...consoleErrors];
  };
}

async function firstId(table: string): Promise<string> {
  const api = await userApi(DEMO.email, DEMO.password);
  const { data, error } = await api.from(table).select('id').limit(1).single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id: string }).id;
}

test('the build is served with the deploy headers', async ({ page }) => {
  const answer = await page.goto('/tasks');
  const headers = answer!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(csp).toContain(`connect-src 'self' ${E2E_API_URL};`);
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // The service worker's own script runs under the same policy.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-security-policy']).toBe(csp);
});

test('the watch catches a violation: an inline script the policy does not name is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.ranInline = true';
    document.head.append(script);
  });
  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/)]));
  expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined();
});

test('every main screen runs with no Content-Security-Policy violation', async ({ page }) => {
  const [property, vendor, task, unit] = await Promise.all(['properties', 'vendors', 'tasks', 'units'].map(firstId));
  const violations = await watchViolations(page);
  await signIn(page, DEMO.email, DEMO.password);
  // Loaded once the first screen is up: the service worker, under worker-src.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });
  const screens = [
    '/',
    '/tasks',
    '/tasks/new',
    `/tasks/${task}`,
    '/expenses',
    '/expenses/summary?year=2026',
    '/properties',
    `/properties/${property}`,
    '/vendors',
    `/vendors/${vendor}`,
    '/property-managers',
    '/notes/bulk',
    `/notes/unit/${unit}`,
    '/property-calculator',
    '/rent-planner',
    '/rent/increases/upcoming',
    '/settings',
    '/status',
    '/documents',
  ];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar'), screen).toHaveCount(0, { timeout: 30_000 });
    expect(await violations(), screen).toEqual([]);
  }

  // A document's photo and a PDF, each in the viewer from Storage's signed address (the API's origin).
  await page.getByRole('button', { name: 'Open Receipt, drain cleared' }).click();
  const photoViewer = page.getByRole('dialog', { name: 'Receipt, drain cleared' });
  const photo = photoViewer.getByRole('img', { name: 'Receipt, drain cleared' });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await photoViewer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Open Lease, Unit 101' }).click();
  const pdf = page.getByRole('dialog', { name: 'Lease, Unit 101' }).getByTitle('Lease, Unit 101');
  await expect(pdf).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/documents\//);
  // The frame at Storage's address (a refused one would be Chrome's error page instead).
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toContainEqual(expect.stringMatching(/\/storage\/v1\/object\/sign\/documents\//));
  expect(await violations(), 'the document viewer').toEqual([]);
});
