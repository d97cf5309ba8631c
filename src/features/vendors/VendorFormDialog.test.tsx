import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { CREATE_VENDOR_URL, VENDOR_ACCOUNTS_URL, VENDORS_URL } from '../../../mocks/vendors';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { ERROR_TEXT } from '../../api/errors';

type Body = { p_vendor: Record<string, unknown>; p_accounts: Array<Record<string, unknown>> };

/** Records what the add dialog sends; nothing may go to the tables one by one. */
function recordSaves() {
  const saves: Body[] = [];
  const direct = jest.fn();
  server.use(
    http.post(CREATE_VENDOR_URL, async ({ request }) => {
      const body = (await request.json()) as Body;
      saves.push(body);
      return HttpResponse.json({ ...body.p_vendor, id: 'v-new' });
    }),
    http.post(VENDORS_URL, () => (direct(), HttpResponse.json({}, { status: 201 }))),
    http.post(VENDOR_ACCOUNTS_URL, () => (direct(), new HttpResponse(null, { status: 201 }))),
  );
  return { saves, direct };
}

async function openAddDialog() {
  storeSession();
  const rendered = await renderApp('/vendors/new');
  const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
  const user = userEvent.setup();
  const form = within(dialog);
  const choose = async (label: RegExp | string, option: string) => {
    await user.click(form.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  // Pasted, not typed key by key: the same change events, a fraction of the time.
  const fill = async (label: RegExp | string, text: string) => {
    await user.click(form.getByLabelText(label));
    await user.paste(text);
  };
  const typeVendor = async () => {
    await fill(/^Vendor name/, 'Riverside Water');
    await choose(/Category/, 'Water');
    await fill('Website', 'riverside.example');
    await fill('Default account number', 'RW-000111');
  };
  return { ...rendered, user, form, choose, fill, typeVendor };
}

describe('Add Vendor with its property accounts', () => {
  it('shows the SPEC §5 messages and sends nothing', async () => {
    const { saves } = recordSaves();
    const { user, form } = await openAddDialog();
    await user.click(form.getByRole('button', { name: 'Save Vendor' }));
    expect(form.getByText('Vendor name is required')).toBeInTheDocument();
    expect(form.getByText('Category is required')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await user.click(form.getByLabelText(/^Vendor name/));
    await user.paste('Riverside Water');
    expect(form.queryByText('Vendor name is required')).toBeNull();
    expect(form.getByText('Category is required')).toBeInTheDocument();
  });

  it('takes account rows before the vendor exists and saves them with it in one call', async () => {
    const { saves, direct } = recordSaves();
    const { user, form, choose, fill, typeVendor, router } = await openAddDialog();
    expect(form.getByText(/They are saved with the vendor/)).toBeInTheDocument();
    // The account rows first: nothing asks for a saved vendor.
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please select a property');
    await choose('Property', 'Elm House');
    expect(form.queryByRole('alert')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter an account number');
    await fill('Account number', ' RW-552-0187 ');
    await fill('Account notes', 'Meter by the gate');
    await user.click(form.getByRole('button', { name: 'Add' }));
    const toSave = within(form.getByRole('list', { name: 'Property accounts to save' }));
    expect(toSave.getByRole('listitem', { name: 'Elm House account' })).toHaveTextContent('RW-552-0187');
    expect(form.getByLabelText('Account number')).toHaveValue('');
    // A property is linked once: Elm House is no longer offered.
    await user.click(form.getByRole('combobox', { name: 'Property' }));
    expect(screen.queryByRole('option', { name: 'Elm House' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Oakwood Fourplex' }));
    // Typed and not added: Save Vendor takes it too.
    await fill('Account number', 'RW-9');
    await typeVendor();
    await user.click(form.getByRole('button', { name: 'Save Vendor' }));

    expect(await screen.findByText('Vendor added with 2 property accounts')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Vendor' })).toBeNull());
    expect(router.state.location.pathname).toBe('/vendors');
    expect(direct).not.toHaveBeenCalled();
    expect(saves).toEqual([
      {
        p_vendor: expect.objectContaining({
          name: 'Riverside Water',
          category: 'Water',
          website_url: 'https://riverside.example',
          account_number: 'RW-000111',
        }),
        p_accounts: [
          { property_id: 'p-elm', account_number: 'RW-552-0187', notes: 'Meter by the gate' },
          { property_id: 'p-oak', account_number: 'RW-9', notes: null },
        ],
      },
    ]);
  });

  it('stops the save on a half-typed account row, saying why, and loses nothing', async () => {
    const { saves } = recordSaves();
    const { user, form, choose, fill, typeVendor } = await openAddDialog();
    await typeVendor();
    await choose('Property', 'Elm House');
    await fill('Account notes', 'Meter by the gate');
    await user.click(form.getByRole('button', { name: 'Save Vendor' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter an account number');
    expect(saves).toEqual([]);
    expect(form.getByLabelText(/^Vendor name/)).toHaveValue('Riverside Water');
    expect(form.getByLabelText('Account notes')).toHaveValue('Meter by the gate');
    expect(form.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Elm House');
  });

  it('shows the database refusing an account row, and keeps the vendor and its rows to fix', async () => {
    server.use(
      http.post(CREATE_VENDOR_URL, () =>
        HttpResponse.json({ code: 'P0002', message: 'Property account 1: Property not found' }, { status: 400 }),
      ),
    );
    const { user, form, choose, fill, typeVendor } = await openAddDialog();
    await typeVendor();
    await choose('Property', 'Elm House');
    await fill('Account number', 'RW-552-0187');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await user.click(form.getByRole('button', { name: 'Save Vendor' }));
    expect(await form.findByText('Error saving vendor: Property account 1: Property not found')).toBeInTheDocument();
    expect(form.getByRole('listitem', { name: 'Elm House account' })).toHaveTextContent('RW-552-0187');
    expect(form.getByLabelText(/^Vendor name/)).toHaveValue('Riverside Water');
  });

  it('shows a refused save in the banner in words a landlord can act on', async () => {
    server.use(
      http.post(CREATE_VENDOR_URL, () =>
        HttpResponse.json({ message: 'permission denied for table vendors' }, { status: 403 }),
      ),
    );
    const { user, form, typeVendor } = await openAddDialog();
    await typeVendor();
    await user.click(form.getByRole('button', { name: 'Save Vendor' }));
    expect(await form.findByText(`Error saving vendor: ${ERROR_TEXT.forbidden}`)).toBeInTheDocument();
    expect(form.getByLabelText('Website')).toHaveValue('riverside.example');
  });

  it('lets an added row be taken out again, offering its property back', async () => {
    const { user, form, choose, fill } = await openAddDialog();
    await choose('Property', 'Elm House');
    await fill('Account number', 'RW-1');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await user.click(form.getByRole('button', { name: 'Remove account for Elm House' }));
    expect(form.queryByRole('list', { name: 'Property accounts to save' })).toBeNull();
    await choose('Property', 'Elm House');
  });

  it('asks before Cancel throws away a typed account, and keeps it when told to', async () => {
    const { user, form, fill, router } = await openAddDialog();
    await fill('Account number', 'RW-552-0187');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this vendor?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this vendor?' })).toBeNull());
    expect(form.getByLabelText('Account number')).toHaveValue('RW-552-0187');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard this vendor?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Vendor' })).toBeNull());
    expect(router.state.location.pathname).toBe('/vendors');
  });
});
