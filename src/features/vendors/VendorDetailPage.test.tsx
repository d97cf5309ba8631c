import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { PAYMENTS_URL, VENDORS_URL } from '../../../mocks/vendors';
import { holdRequests } from '../../../tests/support/gate';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

const spending = () => within(screen.getByRole('region', { name: 'Spending' }));

describe('VendorDetailPage', () => {
  beforeEach(() => storeSession());

  it('shows details, accounts, tasks and the 30-day spending by default', async () => {
    const release = holdRequests(VENDORS_URL);
    await renderApp('/vendors/v-water');
    expect(await screen.findByText('Loading vendor...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'City Water' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://citywater.example' })).toHaveAttribute(
      'href',
      'https://citywater.example',
    );
    expect(await screen.findByText('400-3317-12')).toBeInTheDocument();
    expect(screen.getByText('2 total · 1 open · 1 completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New task' })).toHaveAttribute('href', '/tasks/new?vendor=v-water');

    await waitFor(() =>
      expect(spending().getByRole('group', { name: 'Spending in the last 30 days' })).toHaveTextContent(
        'Total$220.00Payments2Average$110.00',
      ),
    );
    expect(spending().getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const recent = within(spending().getByRole('list', { name: 'Most recent costs' }));
    expect(recent.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Water bill November',
      'Water bill October',
    ]);
  });

  it('widens the window and remembers it', async () => {
    const { store } = await renderApp('/vendors/v-water');
    await screen.findByRole('heading', { level: 1, name: 'City Water' });
    await userEvent.click(await spending().findByRole('button', { name: 'Last 90 days' }));
    expect(spending().getByRole('group', { name: 'Spending in the last 90 days' })).toHaveTextContent(
      'Total$520.00Payments3Average$173.33',
    );
    expect(store.getState().vendorView.spendingWindow).toBe(90);
  });

  it('shows no spending sensibly', async () => {
    server.use(http.get(PAYMENTS_URL, () => HttpResponse.json([])));
    await renderApp('/vendors/v-water');
    expect(await screen.findByText('No payments in the last 30 days.')).toBeInTheDocument();
    expect(spending().getByRole('group', { name: 'Spending in the last 30 days' })).toHaveTextContent(
      'Total$0.00Payments0Average—',
    );
  });

  it('deletes after a confirmation that says the tasks stay', async () => {
    const removed = jest.fn();
    server.use(
      http.delete(
        VENDORS_URL,
        ({ request }) => (
          removed(new URL(request.url).searchParams.get('id')),
          new HttpResponse(null, { status: 204 })
        ),
      ),
    );
    const { router } = await renderApp('/vendors/v-water');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete vendor' }));
    expect(
      dialog.getByText(
        'Delete "City Water"? Its property accounts are deleted with it; its 2 tasks stay, without a vendor.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors'));
    expect(removed).toHaveBeenCalledWith('eq.v-water');
    expect(screen.getByText('Deleted City Water')).toBeInTheDocument();
  });

  it('says when the vendor does not exist', async () => {
    await renderApp('/vendors/nope');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to vendors' })).toHaveAttribute('href', '/vendors');
  });
});
