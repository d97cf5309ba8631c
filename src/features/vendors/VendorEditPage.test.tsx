import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { VENDOR_ACCOUNTS_URL, VENDORS_URL, vendorRows } from '../../../mocks/vendors';
import { holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

const accountsList = () => within(screen.getByRole('list', { name: 'Property accounts' }));

describe('VendorEditPage', () => {
  beforeEach(() => storeSession());

  it('loads the vendor into the form, with a back arrow to its page', async () => {
    const release = holdRequests(VENDORS_URL);
    await renderApp('/vendors/v-water/edit');
    expect(await screen.findByText('Loading vendor...')).toBeInTheDocument();
    release();
    expect(await screen.findByLabelText(/^Vendor name/)).toHaveValue('City Water');
    expect(screen.getByLabelText('Default account number')).toHaveValue('CW-100');
    expect(screen.getByRole('link', { name: 'Back to City Water' })).toHaveAttribute('href', '/vendors/v-water');
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/vendors/v-water');
  });

  it('says when the vendor does not exist', async () => {
    await renderApp('/vendors/nope/edit');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to vendors' })).toHaveAttribute('href', '/vendors');
  });

  it('saves with https:// on the website and returns to the vendor page', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.patch(
        VENDORS_URL,
        async ({ request }) => (
          (body = (await request.json()) as Record<string, unknown>),
          HttpResponse.json({ ...vendorRows[0], ...body })
        ),
      ),
    );
    const { router } = await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Vendor name/);
    await user.clear(name);
    await user.type(name, 'City Water & Sewer');
    await user.click(screen.getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/v-water'));
    expect(body).toMatchObject({ name: 'City Water & Sewer', website_url: 'https://citywater.example' });
  });

  it('keeps the typed values when the save fails', async () => {
    server.use(
      http.patch(VENDORS_URL, () =>
        HttpResponse.json({ message: 'new row violates check constraint "vendors_name_check"' }, { status: 400 }),
      ),
    );
    const { router } = await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Notes'), 'Call before noon');
    await user.click(screen.getByRole('button', { name: 'Save Vendor' }));
    expect(await screen.findByText(`Error saving vendor: ${ERROR_TEXT.generic}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Call before noon');
    expect(router.state.location.pathname).toBe('/vendors/v-water/edit');
  });

  it('offers only properties not yet linked', async () => {
    await renderApp('/vendors/v-water/edit');
    await screen.findByText('400-3317-12');
    await userEvent.click(screen.getByRole('combobox', { name: 'Property' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Elm House']);
  });

  it('edits an account: requires a number, and shows a failed update', async () => {
    server.use(
      http.patch(VENDOR_ACCOUNTS_URL, () => HttpResponse.json({ message: 'permission denied' }, { status: 403 })),
    );
    await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByRole('button', { name: 'Edit account for Oakwood Fourplex' }));
    const number = accountsList().getByLabelText('Account number');
    await user.clear(number);
    await user.click(accountsList().getByRole('button', { name: 'Save' }));
    expect(accountsList().getByText('Account number is required')).toBeInTheDocument();
    await user.type(number, '400-9999');
    await user.click(accountsList().getByRole('button', { name: 'Save' }));
    expect(await accountsList().findByRole('alert')).toHaveTextContent(
      `Error updating property account: ${ERROR_TEXT.forbidden}`,
    );
    expect(number).toHaveValue('400-9999');
  });

  it('deletes an account after a confirmation, and shows a failure', async () => {
    server.use(
      http.delete(VENDOR_ACCOUNTS_URL, () => HttpResponse.json({ message: 'network glitch' }, { status: 500 })),
    );
    await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByRole('button', { name: 'Delete account for Oakwood Fourplex' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete property account' }));
    expect(dialog.getByText('Delete the Oakwood Fourplex account 400-3317-12?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Error deleting property account: ${ERROR_TEXT.server}`);
  });

  it('deletes an account', async () => {
    await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByRole('button', { name: 'Delete account for Oakwood Fourplex' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete property account' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Property account deleted')).toBeInTheDocument();
  });

  it('adds an account at once on a saved vendor', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(
        VENDOR_ACCOUNTS_URL,
        async ({ request }) => (
          (body = (await request.json()) as Record<string, unknown>),
          new HttpResponse(null, { status: 201 })
        ),
      ),
    );
    await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'Elm House' }));
    await user.click(screen.getByLabelText('Account number'));
    await user.paste(' 88-12 ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Property account added')).toBeInTheDocument();
    expect(body).toEqual({ vendor_id: 'v-water', property_id: 'p-elm', account_number: '88-12', notes: null });
  });

  it('saves an account typed and not added with the vendor, then returns', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(
        VENDOR_ACCOUNTS_URL,
        async ({ request }) => (posted.push(await request.json()), new HttpResponse(null, { status: 201 })),
      ),
    );
    const { router } = await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'Elm House' }));
    await user.click(screen.getByLabelText('Account number'));
    await user.paste('EH-7');
    await user.click(screen.getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/v-water'));
    expect(posted).toEqual([{ vendor_id: 'v-water', property_id: 'p-elm', account_number: 'EH-7', notes: null }]);
    expect(await screen.findByText('Vendor and property account saved')).toBeInTheDocument();
  });

  it('asks before Close leaves something typed behind', async () => {
    const { router } = await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByLabelText('Account number'));
    await user.paste('EH-7');
    await user.click(screen.getByRole('link', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(router.state.location.pathname).toBe('/vendors/v-water/edit');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Account number')).toHaveValue('EH-7');
    await user.click(screen.getByRole('link', { name: 'Back to City Water' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/v-water'));
  });

  it('asks before Close leaves an account changed in place, and not once it is cancelled', async () => {
    const { router } = await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    await screen.findByText('400-3317-12');
    await user.click(screen.getByRole('button', { name: 'Edit account for Oakwood Fourplex' }));
    await user.type(accountsList().getByLabelText('Account number'), '-B');
    await user.click(screen.getByRole('link', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(accountsList().getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/v-water'));
  });
});
