import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { manyVendors, VENDOR_ROWS_URL, vendorListRows, vendorRowsHandler } from '../../../mocks/vendors';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('VendorsPage', () => {
  beforeEach(() => storeSession());

  it('lists vendors by name with category and account summary', async () => {
    await renderApp('/vendors');
    await screen.findByText('City Water');
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['City Water', 'Reliable Home Services']);
    expect(screen.getByText('Account CW-100 · 1 property account')).toBeInTheDocument();
    expect(screen.getByText('Oakwood Fourplex')).toBeInTheDocument();
    expect(screen.getByText('No property accounts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /City Water/ })).toHaveAttribute('href', '/vendors/v-water');
  });

  it('invites a new landlord to add a vendor', async () => {
    server.use(http.post(VENDOR_ROWS_URL, () => HttpResponse.json([])));
    await renderApp('/vendors');
    expect(await screen.findByText('No vendors yet')).toBeInTheDocument();
  });

  it('switches to the table and remembers the choice', async () => {
    const { store } = await renderApp('/vendors');
    await screen.findByText('City Water');
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('grid', { name: 'Vendors' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    expect(store.getState().vendorView.listView).toBe('table');
  });

  it('opens the add dialog from the button, and closes back to /vendors', async () => {
    const { router } = await renderApp('/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
    expect(router.state.location.pathname).toBe('/vendors/new');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/vendors');
  });

  describe('one page at a time', () => {
    type Args = {
      p_search?: string;
      p_category?: string;
      p_sort?: string;
      p_descending?: boolean;
      p_limit?: number;
      p_offset?: number;
    };
    function recordingVendors(count: number) {
      const asked: Args[] = [];
      server.use(
        http.post(VENDOR_ROWS_URL, async ({ request }) => {
          const args = (await request.json()) as Args;
          asked.push(args);
          return HttpResponse.json(vendorListRows(manyVendors(count), args));
        }),
      );
      return asked;
    }

    it('pages through the cards with the exact count', async () => {
      server.use(vendorRowsHandler(manyVendors(30)));
      await renderApp('/vendors');
      await screen.findByText('Vendor 001');
      // The first screenful draws with the data, the rest of the page right after.
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(24));
      expect(screen.getByText('1–24 of 30')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(await screen.findByText('Vendor 030')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
      expect(screen.getByText('25–30 of 30')).toBeInTheDocument();
    });

    it('searches and filters on the server, back at the first page, and keeps the category', async () => {
      const asked = recordingVendors(30);
      const { store } = await renderApp('/vendors');
      await screen.findByText('Vendor 001');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      await screen.findByText('Vendor 030');
      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(screen.getByRole('option', { name: 'Power' }));
      expect(await screen.findByText('1–15 of 15')).toBeInTheDocument();
      expect(store.getState().vendorView.listCategory).toBe('Power');
      // Pasted: typed key by key on a busy machine, the keys can come further apart than the search
      // waits for the typing to settle, and each pause would ask the database on its own.
      await user.click(screen.getByRole('searchbox', { name: 'Search vendors' }));
      await user.paste('Vendor 01');
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
          'Vendor 010',
          'Vendor 012',
          'Vendor 014',
          'Vendor 016',
          'Vendor 018',
        ]),
      );
      expect(asked.map((a) => [a.p_search ?? '', a.p_category ?? '', a.p_offset])).toEqual([
        ['', '', 0],
        ['', '', 24],
        ['', 'Power', 0],
        ['Vendor 01', 'Power', 0],
      ]);
      await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'x');
      expect(await screen.findByText('No vendors match these filters')).toBeInTheDocument();
    });

    it('sorts the table in the database', async () => {
      const asked = recordingVendors(30);
      await renderApp('/vendors');
      await screen.findByText('Vendor 001');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Table' }));
      const grid = await screen.findByRole('grid', { name: 'Vendors' });
      await user.click(within(grid).getByRole('columnheader', { name: 'Vendor' }));
      await waitFor(() => expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Vendor 030'));
      expect(asked.at(-1)).toMatchObject({ p_sort: 'name', p_descending: true, p_offset: 0, p_limit: 24 });
    });

    it('exports the whole filtered list as CSV, not only the page', async () => {
      const asked = recordingVendors(30);
      const blobs: Blob[] = [];
      URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:vendors'));
      URL.revokeObjectURL = jest.fn();
      await renderApp('/vendors');
      await screen.findByText('Vendor 001');
      const user = userEvent.setup();
      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(screen.getByRole('option', { name: 'Water' }));
      await screen.findByText('1–15 of 15');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const lines = (await blobs[0].text()).trim().split('\r\n');
      expect(lines[0]).toBe('Vendor,Category,Default account,Property accounts,Properties,Payment method,Website');
      expect(lines).toHaveLength(16);
      expect(lines[15]).toBe('Vendor 029,Water,,0,,,');
      expect(asked.at(-1)).toMatchObject({ p_category: 'Water', p_limit: 1000, p_offset: 0 });
    });

    it('says so when the export fails', async () => {
      await renderApp('/vendors');
      await screen.findByText('City Water');
      server.use(
        http.post(VENDOR_ROWS_URL, () =>
          HttpResponse.json({ message: 'permission denied for function vendor_rows' }, { status: 403 }),
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText(/^Export failed: /)).toBeInTheDocument();
    });
  });
});
