import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXT } from '../../api/errors';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { manyProperties, PROPERTY_CARDS_URL, propertyCards, propertyCardsHandler } from '../../../mocks/properties';
import { holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe('PropertiesPage', () => {
  beforeEach(() => storeSession());

  it('lists properties by name with their manager, the first 3 units and +N more units', async () => {
    const release = holdRequests(PROPERTY_CARDS_URL);
    await renderApp('/properties');
    expect(await screen.findByText('Loading properties...')).toBeInTheDocument();
    release();
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['Elm House', 'Oakwood Fourplex']);
    expect(screen.getByText('No manager')).toBeInTheDocument();
    expect(screen.getByText('Maria Delgado')).toBeInTheDocument();
    const oak = within(screen.getByRole('list', { name: 'Units of Oakwood Fourplex' }));
    expect(oak.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Unit 1'),
      expect.stringContaining('Unit 2'),
      expect.stringContaining('Unit 3'),
    ]);
    expect(screen.getByText('+1 more unit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Oakwood Fourplex/ })).toHaveAttribute('href', '/properties/p-oak');
  });

  it('invites a new landlord to add a property', async () => {
    server.use(http.post(PROPERTY_CARDS_URL, () => HttpResponse.json([])));
    await renderApp('/properties');
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add Property' })[0]).toHaveAttribute('href', '/properties/new');
  });

  it('filters on lease end windows, showing only the units that match', async () => {
    jest.useFakeTimers({ now: new Date('2099-01-10T12:00:00'), advanceTimers: true });
    storeSession(); // a session that has not expired at the faked time
    try {
      await renderApp('/properties');
      await screen.findByText('Oakwood Fourplex');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('combobox', { name: 'Lease ends within' }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Any time',
        '30 days',
        '60 days',
        '90 days',
        '180 days',
      ]);
      await user.click(screen.getByRole('option', { name: '30 days' }));
      // The database answers the window; the page shows the earlier cards until it has.
      await waitFor(() => expect(screen.queryByText('Elm House')).not.toBeInTheDocument());
      const units = await screen.findByRole('list', { name: 'Units of Oakwood Fourplex' });
      expect(within(units).getAllByRole('listitem')).toHaveLength(1);
      expect(within(units).getByText('Unit 1')).toBeInTheDocument();
      expect(screen.queryByText('Elm House')).not.toBeInTheDocument();
      expect(screen.queryByText(/more unit/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when no lease ends in the window', async () => {
    await renderApp('/properties');
    await screen.findByText('Oakwood Fourplex');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Lease ends within' }));
    await user.click(screen.getByRole('option', { name: '60 days' }));
    expect(screen.getByText('No leases end within 60 days')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    server.use(
      http.post(PROPERTY_CARDS_URL, () =>
        HttpResponse.json({ message: 'permission denied for function property_cards' }, { status: 403 }),
      ),
    );
    await renderApp('/properties');
    expect(await screen.findByText(ERROR_TEXT.forbidden, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads one page of cards at a time, with the exact count, and pages on', async () => {
    server.use(propertyCardsHandler(manyProperties(60)));
    await renderApp('/properties');
    await screen.findByText('Property 001');
    // The first screenful draws with the data, the rest of the page right after.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(24));
    expect(screen.getByText('1–24 of 60')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Property 025')).toBeInTheDocument();
    expect(screen.queryByText('Property 001')).not.toBeInTheDocument();
    expect(screen.getByText('25–48 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Property 060')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('searches on the server and starts again at the first page', async () => {
    const asked: string[] = [];
    server.use(
      http.post(PROPERTY_CARDS_URL, async ({ request }) => {
        const args = (await request.json()) as { p_search?: string; p_offset?: number };
        asked.push(`${args.p_search ?? ''}@${args.p_offset}`);
        return HttpResponse.json(propertyCards([...manyProperties(30)], args));
      }),
    );
    await renderApp('/properties');
    await screen.findByText('Property 001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Property 030');
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Property 02');
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Property 02${i}`),
    );
    // One read per search once typing pauses, from the first page.
    expect(asked).toEqual(['@0', '@24', 'Property 02@0']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search properties' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Nowhere');
    expect(await screen.findByText('No properties match your search')).toBeInTheDocument();
  });
});
