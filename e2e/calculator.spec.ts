import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, isPhone, navigate, signIn } from './support';

async function fill(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** From the top, so the sticky app bar and result column sit where a user sees them. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

/** Nothing may stick out sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a landlord evaluates a fourplex, saves it, finds it after a reload, renames and deletes it', async ({
  page,
}, testInfo) => {
  // The brief's narrowest phone: 390 px.
  if (isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, null, 'Property Calculator');
  await expect(page.getByRole('heading', { name: 'Property Calculator', level: 1 })).toBeVisible();

  // The fourplex: $200,000, $10,000 rehab, four 2-bedroom units at $1,000 market rent, $900 today.
  await fill(page, 'Name', 'Elm Fourplex');
  await fill(page, 'Address', '12 Elm St');
  await fill(page, 'Purchase price', '$200,000');
  await fill(page, 'Rehab', '10000');
  await fill(page, '2 BR units', '4');
  await fill(page, '2 BR market rent', '1000');
  await fill(page, 'Other income', '200');

  const results = page.getByRole('region', { name: 'Projected results' });
  await expect(results).toContainText('Gross rent$4,000');
  await expect(results).toContainText('Vacancy loss-$210');
  await expect(results).toContainText('Net operating income$2,248');
  await expect(results).toContainText('Debt service-$973');
  await expect(results).toContainText('Cash flow$1,276');
  await expect(results).toContainText('Cash-on-cash23.5%');
  await expect(page.getByRole('region', { name: 'Deal rating' }).getByLabel('Deal rating Green')).toBeVisible();
  if (isPhone(page)) {
    // The results are far below the inputs: a strip under the app bar keeps the verdict in sight while typing.
    const rent = page.getByRole('textbox', { name: '2 BR market rent', exact: true });
    await rent.scrollIntoViewIfNeeded();
    const summary = page.getByRole('region', { name: 'Deal summary' });
    await expect(summary).toBeInViewport();
    await expect(rent).toBeInViewport();
    await expect(summary.getByLabel('Deal rating Green')).toBeVisible();
    await expect(summary).toContainText('Cash flow / mo$1,276');
    await expect(summary).toContainText('Cash-on-cash23.5%');
    await rent.fill('700');
    await expect(summary.getByLabel('Deal rating Green')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'calculator-phone-typing', { fullPage: false });
    await rent.fill('1000');
    await expect(summary).toContainText('Cash flow / mo$1,276');
    await summary.getByRole('link', { name: 'All results' }).click();
    await expect(results.getByText('Cash flow', { exact: true })).toBeInViewport();
    await saveScreenshot(page, testInfo, 'calculator-phone-results', { fullPage: false });
  } else {
    await expect(page.getByRole('region', { name: 'Deal summary' })).toHaveCount(0);
  }
  await results.getByRole('button', { name: 'Show Advanced Metrics' }).click();
  await expect(results.getByRole('region', { name: 'Advanced Metrics' })).toContainText('Cash invested$65,000');
  await screenshot(page, testInfo, 'calculator-projected');
  if (isPhone(page)) await expectNoSidewaysScroll(page);

  await page.getByRole('tab', { name: 'Actual' }).click();
  await fill(page, '2 BR average rent', '900');
  const actual = page.getByRole('region', { name: 'Actual results' });
  await expect(actual).toContainText('Gross rent$3,600');
  await expect(actual).toContainText('Cash-on-cash—');
  await screenshot(page, testInfo, 'calculator-actual');

  // Save, then reload: the saved list survives in this browser.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Property' });
  await expect(saveDialog.getByRole('textbox', { name: 'Property name' })).toHaveValue('Elm Fourplex');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Property saved successfully')).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('');
  await page.reload();

  await page.getByRole('button', { name: 'Load' }).click();
  const saved = page.getByRole('dialog', { name: 'Saved Properties' });
  await expect(saved.getByRole('listitem', { name: 'Elm Fourplex' })).toContainText('12 Elm St · $200,000');
  await screenshot(page, testInfo, 'calculator-saved');
  await saved.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('200,000.00');
  await expect(page.getByRole('region', { name: 'Projected results' })).toContainText('Cash flow$1,276');

  await page.getByRole('button', { name: 'Load' }).click();
  await saved.getByRole('button', { name: 'Rename Elm Fourplex' }).click();
  const prompt = page.getByRole('dialog', { name: 'Rename Property' });
  await prompt.getByRole('textbox', { name: 'Property name' }).fill('Oak Fourplex');
  await prompt.getByRole('button', { name: 'Rename' }).click();
  await expect(saved.getByRole('listitem', { name: 'Oak Fourplex' })).toBeVisible();

  await saved.getByRole('button', { name: 'Delete Oak Fourplex' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Saved Property' });
  await expect(confirm).toContainText('Delete "Oak Fourplex"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(saved.getByText('No saved properties')).toBeVisible();
});
