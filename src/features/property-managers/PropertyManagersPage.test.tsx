import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { managerTable, PROPERTY_MANAGERS_URL } from '../../../mocks/propertyManagers';
import { holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

async function openManagers() {
  storeSession();
  await renderApp('/property-managers');
  await screen.findByRole('article', { name: 'Derek Thompson' });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PropertyManagersPage: the list', () => {
  it('shows skeleton cards while the managers load', async () => {
    const release = holdRequests(PROPERTY_MANAGERS_URL);
    storeSession();
    await renderApp('/property-managers');
    expect(await screen.findByRole('status', { name: 'Loading property managers' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Derek Thompson' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading property managers' })).not.toBeInTheDocument();
  });

  it('shows a card per manager, ordered by name, with mailto, tel and portal links', async () => {
    await openManagers();
    expect(screen.getByRole('heading', { level: 1, name: 'Property Managers' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Derek Thompson',
      'Maria Delgado',
      'Sam Whitfield',
    ]);

    const maria = within(card('Maria Delgado'));
    expect(maria.getByRole('link', { name: 'maria.delgado@keystonepm.example' })).toHaveAttribute(
      'href',
      'mailto:maria.delgado@keystonepm.example',
    );
    expect(maria.getByRole('link', { name: '(704) 555-0142' })).toHaveAttribute('href', 'tel:+17045550142');
    const portal = maria.getByRole('link', { name: 'Portal Access' });
    expect(portal).toHaveAttribute('href', 'https://keystonepm.example/owner-portal');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(maria.getByRole('button', { name: 'Edit Maria Delgado' })).toBeInTheDocument();
    expect(maria.getByRole('button', { name: 'Delete Maria Delgado' })).toBeInTheDocument();
  });

  it('shows a manager without contact details without empty links', async () => {
    await openManagers();
    const sam = within(card('Sam Whitfield'));
    expect(sam.queryByRole('link')).not.toBeInTheDocument();
    expect(sam.getByText('No contact details')).toBeInTheDocument();
  });

  it('never turns a saved link with another scheme into a link', async () => {
    server.use(...managerTable([{ ...managerRow('Eve'), portal_link: 'javascript:alert(1)' }]));
    storeSession();
    await renderApp('/property-managers');
    const eve = within(await screen.findByRole('article', { name: 'Eve' }));
    expect(eve.queryByRole('link', { name: 'Portal Access' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to add the first manager', async () => {
    server.use(http.get(PROPERTY_MANAGERS_URL, () => HttpResponse.json([])));
    storeSession();
    await renderApp('/property-managers');
    expect(await screen.findByRole('heading', { name: 'No property managers yet' })).toBeInTheDocument();
    expect(screen.getByText('Add your first property manager to get started')).toBeInTheDocument();
    const [, emptyStateButton] = screen.getAllByRole('button', { name: 'Add Property Manager' });
    await userEvent.click(emptyStateButton);
    expect(await screen.findByRole('dialog', { name: 'Add Property Manager' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    server.use(
      http.get(PROPERTY_MANAGERS_URL, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for table property_managers' }, { status: 403 }),
      ),
    );
    storeSession();
    await renderApp('/property-managers');
    expect(await screen.findByText(ERROR_TEXT.forbidden, { exact: false })).toBeInTheDocument();
    server.use(...managerTable());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Derek Thompson' })).toBeInTheDocument();
  });
});

describe('PropertyManagersPage: delete', () => {
  it('asks with the SPEC §5 text, then removes the card', async () => {
    server.use(...managerTable());
    await openManagers();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Maria Delgado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property manager' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Maria Delgado"? This will remove them from all associated properties.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maria Delgado' })).not.toBeInTheDocument());
    expect(await screen.findByText('Property manager deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Derek Thompson')).toBeInTheDocument();
  });

  it('keeps the card when the landlord cancels', async () => {
    await openManagers();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Derek Thompson' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Derek Thompson')).toBeInTheDocument();
  });

  it('shows a delete failure in the dialog and keeps the card', async () => {
    server.use(
      http.delete(PROPERTY_MANAGERS_URL, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for table property_managers' }, { status: 403 }),
      ),
    );
    await openManagers();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Derek Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property manager' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_TEXT.forbidden);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Derek Thompson')).toBeInTheDocument();
  });
});

function managerRow(name: string) {
  return {
    id: `id-${name}`,
    user_id: 'u1',
    import_id: null,
    name,
    email: null,
    phone: null,
    portal_link: null,
    created_at: '',
    updated_at: '',
  };
}
