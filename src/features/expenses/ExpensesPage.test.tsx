import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FILTERED_PAYMENTS_URL, filterPayments, PAYMENTS_URL } from '../../../mocks/expenses';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { storeSession } from '../../../tests/support/session';

async function openExpenses(route = '/expenses', list: 'grid' | 'list' = 'grid') {
  storeSession();
  const rendered = await renderApp(route);
  await screen.findByRole(list, { name: 'Expenses' });
  return { ...rendered, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'Expenses' });
const amounts = () =>
  within(grid())
    .queryAllByRole('gridcell')
    .filter((c) => c.getAttribute('data-field') === 'amount')
    .map((c) => c.textContent);
const totals = () => screen.getByRole('status', { name: 'Total for these filters' });

describe('ExpensesPage', () => {
  it('lists the payments with a totals line, each linked to its task', async () => {
    await openExpenses();
    await waitFor(() => expect(amounts()).toEqual(['$131.00', '$48.00', '$48.00', '$48.00', '$300.00']));
    await waitFor(() => expect(totals()).toHaveTextContent('$575.00 in 5 payments'));
    expect(within(grid()).getAllByRole('link', { name: 'Water bill - Oak' })[0]).toHaveAttribute(
      'href',
      '/tasks/t-water',
    );
    expect(within(grid()).getByText('Manual')).toBeInTheDocument();
  });

  it('keeps the filters in the address bar and sends them to the database', async () => {
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post(FILTERED_PAYMENTS_URL, async ({ request }) => {
        const args = (await request.json()) as Record<string, string>;
        sent.push(args);
        return HttpResponse.json(filterPayments(args));
      }),
    );
    const { router, user } = await openExpenses('/expenses?year=2026');
    await waitFor(() => expect(sent.at(-1)).toEqual({ p_from: '2026-01-01', p_to: '2026-12-31' }));

    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(screen.getByRole('option', { name: 'Business (no property)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?property=business&year=2026'));
    await waitFor(() => expect(amounts()).toEqual(['$300.00']));
    expect(totals()).toHaveTextContent('$300.00 in 1 payment');
    expect(sent.at(-1)).toEqual({ p_property: 'business', p_from: '2026-01-01', p_to: '2026-12-31' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the last filters again from the navigation entry, and a link with filters wins', async () => {
    storeSession();
    const user = userEvent.setup();
    const first = await renderApp('/expenses');
    await screen.findByRole('grid', { name: 'Expenses' });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Water' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?category=Water'));
    const saved = first.store.getState();
    first.unmount();

    const again = await renderApp('/expenses', { preloadedState: { expenseFilters: saved.expenseFilters } as never });
    await waitFor(() => expect(again.router.state.location.search).toBe('?category=Water'));
    await waitFor(() => expect(amounts()).toEqual(['$131.00', '$48.00', '$48.00', '$48.00']));
    again.unmount();

    const linked = await renderApp('/expenses?property=business', {
      preloadedState: { expenseFilters: saved.expenseFilters } as never,
    });
    await waitFor(() => expect(amounts()).toEqual(['$300.00']));
    expect(linked.router.state.location.search).toBe('?property=business');
  });

  it('adds an expense with the tax line its vendor category suggests, after saying what is wrong', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(
        PAYMENTS_URL,
        async ({ request }) => (
          (body = (await request.json()) as Record<string, unknown>),
          new HttpResponse(null, { status: 201 })
        ),
      ),
    );
    const { user } = await openExpenses();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Amount must be more than $0')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '$62.40');
    await user.click(within(dialog).getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: 'City Water' }));
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Water');
    expect(within(dialog).getByRole('combobox', { name: 'Schedule E line' })).toHaveTextContent('17 Utilities');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add expense' })).not.toBeInTheDocument());
    expect(body).toMatchObject({
      amount: 62.4,
      vendor_id: 'v-water',
      category: 'Water',
      tax_line: 17,
      property_id: null,
      unit_id: null,
    });
  });

  it("shows the database's refusal and keeps what was typed", async () => {
    server.use(
      http.post(PAYMENTS_URL, () =>
        HttpResponse.json({ code: '23503', message: 'Vendor not found', details: null, hint: null }, { status: 409 }),
      ),
    );
    const { user } = await openExpenses();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText('Could not save the expense: Vendor not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('10.00');
  });

  it('edits a payment, changing its tax line', async () => {
    let patch: Record<string, unknown> | undefined;
    let target: string | null = null;
    server.use(
      http.patch(PAYMENTS_URL, async ({ request }) => {
        target = new URL(request.url).searchParams.get('id');
        patch = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openExpenses();
    await user.click(await screen.findByRole('button', { name: 'Edit $300.00 on Mar 15, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('300.00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Schedule E line' }));
    await user.click(await screen.findByRole('option', { name: '10 Legal and other professional fees' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patch).toMatchObject({ amount: 300, tax_line: 10, memo: 'CPA, 2025 return' }));
    expect(target).toBe('eq.pay-cpa');
  });

  it('deletes a payment after a confirmation', async () => {
    const deleted = jest.fn();
    server.use(
      http.delete(
        PAYMENTS_URL,
        ({ request }) => (
          deleted(new URL(request.url).searchParams.get('id')),
          new HttpResponse(null, { status: 204 })
        ),
      ),
    );
    const { user } = await openExpenses();
    await user.click(await screen.findByRole('button', { name: 'Delete $131.00 on Apr 2, 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete expense?' });
    expect(confirm).toHaveTextContent('The task "Water bill - Oak" stays completed');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith('eq.pay-4'));
  });
});

describe('ExpensesPage on a phone', () => {
  atPhoneWidth();
  const cards = () => within(screen.getByRole('list', { name: 'Expenses' })).getAllByRole('listitem');

  it('shows each payment as a card with its date, place, category, task and amount, and no grid', async () => {
    const { user } = await openExpenses('/expenses', 'list');
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(cards().map((card) => within(card).getByText(/^\$/).textContent)).toEqual([
      '$131.00',
      '$48.00',
      '$48.00',
      '$48.00',
      '$300.00',
    ]);
    expect(within(cards()[0]).getAllByRole('link', { name: 'Water bill - Oak' })[0]).toHaveAttribute(
      'href',
      '/tasks/t-water',
    );
    await user.click(within(cards()[0]).getByRole('button', { name: /^Edit \$131\.00 on/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('orders by amount in the database', async () => {
    const orders: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const order = new URL(request.url).searchParams.get('order');
      if (order) orders.push(order);
    });
    const { user } = await openExpenses('/expenses', 'list');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Amount' }));
    await user.click(screen.getByRole('button', { name: 'Descending: sort ascending' }));
    await waitFor(() => expect(orders.at(-1)).toMatch(/^amount\.asc/));
    server.events.removeAllListeners();
  });

  /** The filters' choices: the property and vendor lists (expensesApi getExpenseOptions). */
  function recordChoiceReads() {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (
        /\/rest\/v1\/(properties|vendors)$/.test(url.pathname) &&
        url.searchParams.get('select')?.startsWith('id,name')
      )
        seen.push(url.pathname);
    };
    server.events.on('request:start', listener);
    return { seen, stop: () => server.events.removeListener('request:start', listener) };
  }

  it('reads the property and vendor choices only once the filters are opened', async () => {
    const reads = recordChoiceReads();
    try {
      const { user } = await openExpenses('/expenses', 'list');
      await waitFor(() => expect(cards()).toHaveLength(5));
      expect(screen.queryByRole('combobox', { name: 'Property' })).not.toBeInTheDocument();
      expect(reads.seen).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Filters' }));
      await user.click(await screen.findByRole('combobox', { name: 'Property' }));
      expect(await screen.findByRole('option', { name: 'Oakwood Fourplex' })).toBeInTheDocument();
      expect(reads.seen.sort()).toEqual(['/rest/v1/properties', '/rest/v1/vendors']);
    } finally {
      reads.stop();
    }
  });

  it('reads them with the first page when a filter opens the panel, and names the chosen property', async () => {
    const reads = recordChoiceReads();
    try {
      await openExpenses('/expenses?property=p-oak', 'list');
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Oakwood Fourplex'),
      );
      expect(reads.seen.sort()).toEqual(['/rest/v1/properties', '/rest/v1/vendors']);
    } finally {
      reads.stop();
    }
  });
});
