import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mocks/node';
import { VENDOR_ROWS_URL } from '../../../mocks/vendors';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { vendorViewSlice } from './vendorViewSlice';

describe('VendorsPage on a phone', () => {
  atPhoneWidth();
  beforeEach(() => storeSession());

  it('shows cards even when the table was chosen on a desktop, and no view switch', async () => {
    const { store } = await renderApp('/vendors');
    store.dispatch(vendorViewSlice.actions.vendorListViewChosen('table'));
    const list = await screen.findByRole('list', { name: 'Vendors' });
    const [water, home] = within(list).getAllByRole('listitem');
    expect(water).toHaveTextContent('City Water');
    expect(water).toHaveTextContent('Account CW-100 · 1 property account');
    expect(water).toHaveTextContent('Oakwood Fourplex');
    expect(home).toHaveTextContent('No property accounts');
    expect(within(water).getByRole('link', { name: 'City Water' })).toHaveAttribute('href', '/vendors/v-water');
    expect(within(water).getByRole('heading', { level: 2 })).toHaveTextContent('City Water');
    expect(within(water).getByRole('button', { name: 'Edit City Water' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  });

  it('orders in the database from the sort menu', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.startsWith(VENDOR_ROWS_URL)) bodies.push(await request.clone().json());
    });
    await renderApp('/vendors');
    await screen.findByRole('list', { name: 'Vendors' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Category' }));
    await waitFor(() => expect(JSON.stringify(bodies.at(-1))).toMatch(/category/));
    server.events.removeAllListeners();
  });
});
