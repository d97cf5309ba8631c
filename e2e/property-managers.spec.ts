import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots';
import { createUser, navigate, signIn } from './support';

const PORTAL = 'https://owners.parkpm.example/login';

const nameField = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: /^Name/ });

async function addManager(page: Page, name: string, email = '') {
  await page.getByRole('button', { name: 'Add Property Manager' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property Manager' });
  await nameField(page).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Add manager' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

test('a landlord adds, edits and deletes a property manager', async ({ page, context }, testInfo) => {
  // The portal is outside the app; answer it here so following the link can be checked without the internet.
  await context.route(`${PORTAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Owner portal</h1>' }),
  );
  const { email, password } = await createUser();
  await signIn(page, email, password);
  await navigate(page, 'Properties', 'Property Managers');
  await expect(page.getByRole('heading', { name: 'No property managers yet' })).toBeVisible();
  await expect(page.getByText('Add your first property manager to get started')).toBeVisible();
  await saveScreenshot(page, testInfo, 'property-managers-empty');

  // Add: the form explains what it refuses, then saves a phone and a portal link typed without a scheme.
  await page.getByRole('button', { name: 'Add Property Manager' }).first().click();
  const addDialog = page.getByRole('dialog', { name: 'Add Property Manager' });
  await addDialog.getByRole('textbox', { name: 'Phone' }).fill('555-0142');
  await addDialog.getByRole('button', { name: 'Add manager' }).click();
  await expect(addDialog.getByText('Name is required')).toBeVisible();
  await expect(addDialog.getByText('Please enter a valid phone number, like (919) 555-0142')).toBeVisible();
  await expect(addDialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('555-0142');
  await saveScreenshot(page, testInfo, 'property-managers-form-errors');

  await nameField(page).fill('Nina Park');
  await addDialog.getByRole('textbox', { name: 'Email' }).fill('nina@parkpm.example');
  await addDialog.getByRole('textbox', { name: 'Phone' }).fill('704-555-0142');
  await addDialog.getByRole('textbox', { name: 'Portal link' }).fill('owners.parkpm.example/login');
  await addDialog.getByRole('button', { name: 'Add manager' }).click();
  await expect(addDialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Nina Park' });
  await expect(card.getByRole('link', { name: 'nina@parkpm.example' })).toHaveAttribute(
    'href',
    'mailto:nina@parkpm.example',
  );
  await expect(card.getByRole('link', { name: '(704) 555-0142' })).toHaveAttribute('href', 'tel:+17045550142');
  const portal = card.getByRole('link', { name: 'Portal Access' });
  await expect(portal).toHaveAttribute('href', PORTAL);
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', /noopener/);
  await noSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'property-managers-list');

  const [popup] = await Promise.all([page.waitForEvent('popup'), portal.click()]);
  await expect(popup).toHaveURL(PORTAL);
  await expect(popup.getByRole('heading', { name: 'Owner portal' })).toBeVisible();
  await popup.close();

  // Edit: the same dialog, filled in with what was saved.
  await card.getByRole('button', { name: 'Edit Nina Park' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Property Manager' });
  await expect(nameField(page)).toHaveValue('Nina Park');
  await expect(editDialog.getByRole('textbox', { name: 'Portal link' })).toHaveValue(PORTAL);
  await saveScreenshot(page, testInfo, 'property-managers-edit');
  await nameField(page).fill('Nina Park-Lee');
  await expect(editDialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('(704) 555-0142');
  await editDialog.getByRole('textbox', { name: 'Phone' }).fill('+1 919.555.0123');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();

  await page.reload();
  const edited = page.getByRole('article', { name: 'Nina Park-Lee' });
  await expect(edited.getByRole('link', { name: '(919) 555-0123' })).toHaveAttribute('href', 'tel:+19195550123');
  await expect(edited.getByRole('link', { name: 'Portal Access' })).toHaveAttribute('href', PORTAL);

  // More managers, one with long details and one with none, to see the grid hold them on any screen.
  await addManager(
    page,
    'Piedmont Property Management Group of the Carolinas',
    'maintenance-requests@piedmontpropertymanagementgroup.example',
  );
  await addManager(page, 'Sam Whitfield');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Sam Whitfield' })).toContainText('No contact details');
  await noSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'property-managers-grid');

  // Delete, with the SPEC §5 confirmation.
  await edited.getByRole('button', { name: 'Delete Nina Park-Lee' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete property manager' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Nina Park-Lee"? This will remove them from all associated properties.',
  );
  await saveScreenshot(page, testInfo, 'property-managers-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: 'Nina Park-Lee' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);
});
