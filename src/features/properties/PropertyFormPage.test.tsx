import { screen, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { PROPERTIES_URL } from '../../../mocks/properties';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { MONEY_MESSAGE } from '../../utils/money';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('PropertyFormPage', () => {
  beforeEach(() => storeSession());

  it('shows every SPEC §5 message and sends nothing until they are fixed', async () => {
    const posted = jest.fn();
    server.use(http.post(PROPERTIES_URL, () => (posted(), HttpResponse.json({}, { status: 201 }))));
    await renderApp('/properties/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Loan amount/ }), '250,00');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    for (const message of [
      'Property name is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      MONEY_MESSAGE,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field(/^Loan amount/)).toHaveValue('250,00');
    expect(posted).not.toHaveBeenCalled();
  });

  it("adds a property with a manager and opens the new property's page, where its units are added", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(
        PROPERTIES_URL,
        async ({ request }) => (
          (body = (await request.json()) as Record<string, unknown>),
          HttpResponse.json({ ...body, id: 'p-oak' }, { status: 201 })
        ),
      ),
    );
    const { router } = await renderApp('/properties/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Cedar Court');
    await user.type(field(/^Address( \*)?$/), '5 Cedar Ct');
    await user.type(field(/^City/), 'Raleigh');
    await user.type(field(/^State/), 'NC');
    await user.type(field(/^ZIP code/), '27601');
    await user.type(field(/^Loan amount/), '$180,000.50');
    await user.click(screen.getByRole('combobox', { name: 'Property manager' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Maria Delgado' }));
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText('Property added')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/properties/p-oak');
    expect(await screen.findByRole('button', { name: 'Add Unit' })).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'Cedar Court',
      zip: '27601',
      loan_amount: 180000.5,
      address_line2: null,
      property_manager_id: 'b0000000-0000-4000-8000-000000000001',
    });
  });

  it('tells the landlord a save failed and keeps every field', async () => {
    server.use(
      http.patch(PROPERTIES_URL, () =>
        HttpResponse.json({ message: 'new row violates check constraint "properties_zip_check"' }, { status: 400 }),
      ),
    );
    const { router } = await renderApp('/properties/p-oak/edit');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Property name/ });
    expect(name).toHaveValue('Oakwood Fourplex');
    await user.clear(name);
    await user.type(name, 'Oakwood Renamed');
    await user.click(screen.getByRole('button', { name: 'Save Property' }));
    expect(
      await screen.findByText(`Could not save the property: ${ERROR_TEXT.generic}`, { exact: false }),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Oakwood Renamed');
    expect(router.state.location.pathname).toBe('/properties/p-oak/edit');
  });

  it('returns to the property after an edit', async () => {
    const { router } = await renderApp('/properties/p-oak/edit');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Property name/ });
    await user.type(name, ' East');
    await user.click(screen.getByRole('button', { name: 'Save Property' }));
    expect(await screen.findByText('Property saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/properties/p-oak');
  });

  it('says when the property to edit does not exist', async () => {
    await renderApp('/properties/nope/edit');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to properties' })).toHaveAttribute('href', '/properties');
  });

  it('closes back to /properties on Cancel', async () => {
    const { router } = await renderApp('/properties/new');
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/properties');
  });
});
