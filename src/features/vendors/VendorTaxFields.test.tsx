import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { CREATE_VENDOR_URL, VENDORS_URL, vendorRows } from '../../../mocks/vendors';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

// The vendor's W-9 and tax id, for the 1099s: typed in the form, kept whole for its owner, shown
// masked on the vendor's page.
describe("a vendor's W-9 and tax id", () => {
  beforeEach(() => storeSession());

  it('the vendor page shows the last four only, and whether the W-9 is on file', async () => {
    await renderApp('/vendors/v-water');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Tax ID**-***6789');
    expect(details).toHaveTextContent('W-9On file');
    expect(details).not.toHaveTextContent('12-3456789');
  });

  it('the edit form shows the whole id to its owner and saves a change', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.patch(VENDORS_URL, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...vendorRows[0], ...body });
      }),
    );
    const { router } = await renderApp('/vendors/v-water/edit');
    const user = userEvent.setup();
    const taxId = await screen.findByLabelText('Tax ID (SSN or EIN)');
    expect(taxId).toHaveValue('12-3456789');
    const w9 = screen.getByRole('checkbox', { name: 'W-9 on file' });
    expect(w9).toBeChecked();
    await user.clear(taxId);
    await user.type(taxId, '123 45 6789');
    await user.click(w9);
    await user.click(screen.getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/v-water'));
    expect(body).toMatchObject({ tax_id: '123-45-6789', w9_on_file: false });
  });

  it('refuses a tax id that is neither an SSN nor an EIN, sends nothing and keeps what was typed', async () => {
    const sent = jest.fn();
    server.use(http.post(CREATE_VENDOR_URL, () => (sent(), HttpResponse.json({}))));
    await renderApp('/vendors/new');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Vendor' }));
    const user = userEvent.setup();
    await user.click(dialog.getByLabelText(/^Vendor name/));
    await user.paste('Top Roofing');
    await user.click(dialog.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Maintenance' }));
    await user.click(dialog.getByLabelText('Tax ID (SSN or EIN)'));
    await user.paste('123456789');
    await user.click(dialog.getByRole('button', { name: 'Save Vendor' }));
    expect(
      await dialog.findByText('Tax ID must be an SSN like 123-45-6789 or an EIN like 12-3456789'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Tax ID (SSN or EIN)')).toHaveValue('123456789');
    expect(sent).not.toHaveBeenCalled();
  });

  it('a new vendor is saved with its W-9 and tax id', async () => {
    let vendor: Record<string, unknown> | undefined;
    server.use(
      http.post(CREATE_VENDOR_URL, async ({ request }) => {
        vendor = ((await request.json()) as { p_vendor: Record<string, unknown> }).p_vendor;
        return HttpResponse.json({ ...vendorRows[0], ...vendor, id: 'v-new' });
      }),
    );
    await renderApp('/vendors/new');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Vendor' }));
    const user = userEvent.setup();
    await user.click(dialog.getByLabelText(/^Vendor name/));
    await user.paste('Top Roofing');
    await user.click(dialog.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Maintenance' }));
    await user.click(dialog.getByLabelText('Tax ID (SSN or EIN)'));
    await user.paste('98-7654321');
    await user.click(dialog.getByRole('checkbox', { name: 'W-9 on file' }));
    await user.click(dialog.getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(vendor).toMatchObject({ name: 'Top Roofing', tax_id: '98-7654321', w9_on_file: true }));
  });
});
