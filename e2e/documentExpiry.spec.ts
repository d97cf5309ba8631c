import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { addDaysTo, DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { saveScreenshot } from './screenshots';
import { createUser, insertAs, isPhone, navigate, signIn, userApi } from './support';

/** The cards at the widths a landlord uses: a laptop (1366) and a phone (390). */
async function shoot(page: Page, testInfo: TestInfo, name: string, region: string) {
  if (process.env.CI) return;
  await page
    .getByRole('region', { name: region })
    .screenshot({ path: `test-results/screenshots/${name}-${testInfo.project.name}.png`, animations: 'disabled' });
}

test('an insurance policy expiring in 20 days: on the dashboard, no warning on its property, in the weekly digest', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(isPhone(page) ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  const { email, password } = await createUser();
  const api = await userApi(email, password);
  const { data: auth } = await api.auth.getUser();
  const userId = auth.user!.id;
  const address = { address_line1: '12 Oak St', city: 'Springfield', state: 'IL', zip: '62701' };
  const oakwood = await insertAs(api, 'properties', { name: 'Oakwood Fourplex', ...address });
  const maple = await insertAs(api, 'properties', { name: 'Maple Duplex', ...address });
  // The upload screen is another feature's: the row as it saves one (the file is not needed here).
  const id = randomUUID();
  const expiresOn = addDaysTo(landlordToday(DEFAULT_TIME_ZONE, new Date()), 20);
  await insertAs(api, 'documents', {
    id,
    object_name: `${userId}/${id}/oakwood-policy.pdf`,
    name: 'Insurance policy, Oakwood Fourplex',
    kind: 'Insurance policy',
    content_type: 'application/pdf',
    size_bytes: 2048,
    property_id: oakwood.id,
    expires_on: expiresOn,
  });

  await signIn(page, email, password);
  const card = page.getByRole('region', { name: 'Documents to renew' });
  await expect(card.getByRole('link', { name: /Insurance policy, Oakwood Fourplex/ })).toContainText(
    'Expires in 20 days',
  );
  await card.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'documents-to-renew', 'Documents to renew');
  await saveScreenshot(page, testInfo, 'documents-dashboard');

  // Its property has a current policy: no warning, once the page has asked.
  const asked = page.waitForResponse((r) => r.url().includes('/rpc/property_insurance') && r.ok());
  await card.getByRole('link', { name: /Insurance policy, Oakwood Fourplex/ }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${oakwood.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Oakwood Fourplex' })).toBeVisible();
  await asked;
  await expect(page.getByRole('region', { name: 'Insurance' })).toHaveCount(0);

  // One without a policy says so near the top.
  await page.goto(`/properties/${maple.id}`);
  const warning = page.getByRole('region', { name: 'Insurance' });
  await expect(warning).toContainText('No current insurance policy on file');
  await shoot(page, testInfo, 'insurance-warning', 'Insurance');
  await saveScreenshot(page, testInfo, 'insurance-warning-page', { fullPage: false });

  // The weekly digest lists it.
  await navigate(page, 'Account', 'Settings');
  await page.getByRole('button', { name: 'Preview digest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Digest preview' });
  await dialog.getByRole('tab', { name: 'Weekly' }).click();
  const section = dialog.getByRole('region', { name: 'Documents expiring in the next 30 days' });
  await expect(section.getByRole('link', { name: 'Insurance policy, Oakwood Fourplex' })).toBeVisible();
  await expect(section).toContainText('Oakwood Fourplex · expires');
  await expect(dialog.getByText(/^Subject: Weekly digest for the week of .*: 1 document expiring$/)).toBeVisible();
});
