import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { testUser } from '../../../mocks/fixtures';
import { server } from '../../../mocks/node';
import { managerTable, PROPERTY_MANAGERS_URL } from '../../../mocks/propertyManagers';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { PHONE_MESSAGE } from '../../utils/phone';

async function openAddForm() {
  storeSession();
  await renderApp('/property-managers');
  await screen.findByRole('article', { name: 'Derek Thompson' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Property Manager' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Property Manager' });
  return { user, form: within(dialog) };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ManagerFormDialog', () => {
  it('shows each SPEC §5 message, and none before the first save', async () => {
    const { user, form } = await openAddForm();
    expect(form.queryByText('Name is required')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Email'), 'maria@keystone');
    await user.type(form.getByLabelText('Phone'), '555-0142');
    await user.type(form.getByLabelText('Portal link'), 'keystone portal');
    await user.click(form.getByRole('button', { name: 'Add manager' }));

    expect(form.getByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(form.getByLabelText('Phone')).toHaveValue('555-0142');
    expect(form.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    // Fixing a field clears its message at once.
    await user.type(form.getByLabelText(/^Name/), 'Maria');
    expect(form.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Property Manager' })).toBeInTheDocument();
  });

  it('adds a manager, prepending https:// to the portal link and storing the phone as E.164, and closes', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(...managerTable());
    server.use(
      http.post(PROPERTY_MANAGERS_URL, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined; // falls through to the in-memory table
      }),
    );
    const { user, form } = await openAddForm();
    await user.type(form.getByLabelText(/^Name/), '  Nina Park ');
    await user.type(form.getByLabelText('Email'), 'nina@parkpm.example');
    await user.type(form.getByLabelText('Phone'), '(919) 555-0123');
    await user.type(form.getByLabelText('Portal link'), 'owners.parkpm.example/login');
    await user.click(form.getByRole('button', { name: 'Add manager' }));

    await closed();
    expect(screen.getByText('Property manager added')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Nina Park',
      email: 'nina@parkpm.example',
      phone: '+19195550123',
      portal_link: 'https://owners.parkpm.example/login',
      user_id: testUser.id,
    });
    const nina = within(await screen.findByRole('article', { name: 'Nina Park' }));
    expect(nina.getByRole('link', { name: 'Portal Access' })).toHaveAttribute(
      'href',
      'https://owners.parkpm.example/login',
    );
    expect(nina.getByRole('link', { name: '(919) 555-0123' })).toHaveAttribute('href', 'tel:+19195550123');
  });

  it('saves empty optional fields as null', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(PROPERTY_MANAGERS_URL, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sent, id: 'new', created_at: '', updated_at: '' }, { status: 201 });
      }),
    );
    const { user, form } = await openAddForm();
    await user.type(form.getByLabelText(/^Name/), 'Sam');
    await user.click(form.getByRole('button', { name: 'Add manager' }));
    await closed();
    expect(sent).toEqual({ name: 'Sam', email: null, phone: null, portal_link: null, user_id: testUser.id });
  });

  it('edits a manager in the same dialog, filled in, and closes after saving', async () => {
    server.use(...managerTable());
    storeSession();
    await renderApp('/property-managers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Maria Delgado' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Property Manager' }));
    expect(form.getByLabelText(/^Name/)).toHaveValue('Maria Delgado');
    expect(form.getByLabelText('Email')).toHaveValue('maria.delgado@keystonepm.example');
    expect(form.getByLabelText('Portal link')).toHaveValue('https://keystonepm.example/owner-portal');
    expect(form.getByLabelText('Phone')).toHaveValue('(704) 555-0142');
    await user.clear(form.getByLabelText('Phone'));
    await user.type(form.getByLabelText('Phone'), '704.555.0100');
    await user.clear(form.getByLabelText('Portal link'));
    await user.type(form.getByLabelText('Portal link'), 'http://keystonepm.example');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await closed();
    expect(screen.getByText('Property manager updated')).toBeInTheDocument();
    const maria = within(screen.getByRole('article', { name: 'Maria Delgado' }));
    await waitFor(() =>
      expect(maria.getByRole('link', { name: '(704) 555-0100' })).toHaveAttribute('href', 'tel:+17045550100'),
    );
    expect(maria.getByRole('link', { name: 'Portal Access' })).toHaveAttribute('href', 'http://keystonepm.example');
  });

  it('shows a save failure in the dialog and keeps what was typed', async () => {
    server.use(
      http.post(PROPERTY_MANAGERS_URL, () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy for table "property_managers"' },
          { status: 403 },
        ),
      ),
    );
    const { user, form } = await openAddForm();
    await user.type(form.getByLabelText(/^Name/), 'Nina Park');
    await user.type(form.getByLabelText('Portal link'), 'parkpm.example');
    await user.click(form.getByRole('button', { name: 'Add manager' }));

    expect(await form.findByRole('alert')).toHaveTextContent(ERROR_TEXT.forbidden);
    expect(form.getByRole('alert')).not.toHaveTextContent('row-level security');
    expect(form.getByLabelText(/^Name/)).toHaveValue('Nina Park');
    expect(form.getByLabelText('Portal link')).toHaveValue('parkpm.example');
    expect(form.getByRole('button', { name: 'Add manager' })).toBeEnabled();
  });

  it('closes on Cancel without saving, and opens empty the next time', async () => {
    const { user, form } = await openAddForm();
    await user.type(form.getByLabelText(/^Name/), 'Draft');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await closed();
    await user.click(screen.getByRole('button', { name: 'Add Property Manager' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add Property Manager' }));
    expect(again.getByLabelText(/^Name/)).toHaveValue('');
  });
});
