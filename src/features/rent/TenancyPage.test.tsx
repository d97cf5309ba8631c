import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  anaLedger,
  DECIDE_LATE_FEE_URL,
  RENT_PAYMENTS_URL,
  SETTLE_DEPOSIT_URL,
  TENANCY_LEDGER_URL,
} from '../../../mocks/rent';
import { settingsRow } from '../../../mocks/settings';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { landlordToday } from '../../utils/landlordToday';

async function openTenancy() {
  storeSession();
  const rendered = await renderApp('/tenancies/ten-ana');
  await screen.findByRole('heading', { name: 'Ana Diaz' });
  return { ...rendered, user: userEvent.setup() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('TenancyPage', () => {
  it('shows the terms, the standing and the running ledger', async () => {
    await openTenancy();
    expect(screen.getByText('Unit 1 · Oakwood Fourplex')).toBeInTheDocument();
    expect(screen.getByText('$1,200.00/mo, due the 1st')).toBeInTheDocument();
    expect(screen.getByText('$50.00 after 5 grace days')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00, held by Owner')).toBeInTheDocument();
    expect(screen.getByLabelText('Balance')).toHaveTextContent('$1,460.00');
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3].textContent)).toEqual([
      '$0.00',
      '$560.00',
      '$260.00',
      '$1,460.00',
    ]);
    expect(within(rows[1]).getByText('Rent for Nov 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Late since Nov 23, 2026')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Payment · Check #1042')).toBeInTheDocument();
  });

  it('records a payment once: prefilled with what is due, sent through the save queue with a client id', async () => {
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post(RENT_PAYMENTS_URL, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const { user } = await openTenancy();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('1,460.00');
    expect(within(dialog).getByLabelText('Paid on')).toHaveValue(landlordToday(settingsRow.timezone, new Date()));
    expect(within(dialog).getByRole('combobox', { name: 'Method' })).toHaveTextContent('Check');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payment' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      id: expect.stringMatching(UUID),
      tenancy_id: 'ten-ana',
      amount: 1460,
      paid_on: landlordToday(settingsRow.timezone, new Date()),
      method: 'Check',
      reference: null,
      memo: null,
    });
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  });

  it('keeps everything typed when the database refuses the payment, and says why', async () => {
    server.use(
      http.post(RENT_PAYMENTS_URL, () =>
        HttpResponse.json({ code: '23514', message: 'Amount must be more than $0' }, { status: 400 }),
      ),
    );
    const { user } = await openTenancy();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), '#1043');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Could not record the payment: Amount must be more than $0'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('300.00');
    expect(within(dialog).getByLabelText('Reference (optional)')).toHaveValue('#1043');
  });

  it('posts or waives the late fee the database proposes', async () => {
    const decided: Array<Record<string, unknown>> = [];
    server.use(
      http.post(DECIDE_LATE_FEE_URL, async ({ request }) => {
        decided.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'fee-1' });
      }),
    );
    const { user } = await openTenancy();
    const proposal = screen.getByRole('group', { name: 'Late fee for Nov 2026' });
    expect(proposal).toHaveTextContent('Rent for Nov 2026 is late since Nov 23, 2026: late fee $50.00');
    await user.click(within(proposal).getByRole('button', { name: 'Post fee' }));
    await waitFor(() => expect(decided).toEqual([{ p_tenancy: 'ten-ana', p_period: '2026-11-01', p_waive: false }]));
    await user.click(within(proposal).getByRole('button', { name: 'Waive' }));
    await waitFor(() =>
      expect(decided.at(-1)).toEqual({ p_tenancy: 'ten-ana', p_period: '2026-11-01', p_waive: true }),
    );
  });

  it('settles the deposit after move-out: the amount returned follows the deductions, and a refusal is shown', async () => {
    server.use(
      http.post(TENANCY_LEDGER_URL, () =>
        HttpResponse.json({
          ...anaLedger,
          tenancy: { ...anaLedger.tenancy, ended_on: '2026-11-30' },
          deposit_return_by: '2026-12-30',
        }),
      ),
      http.post(SETTLE_DEPOSIT_URL, () =>
        HttpResponse.json(
          { code: '23514', message: 'The deductions ($1,100.00) are more than the deposit ($1,000.00)' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openTenancy();
    expect(screen.getByText(/Return the deposit by Dec 30, 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settle deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle deposit' });
    const returned = within(dialog).getByRole('status', { name: 'Returned to the tenant' });
    expect(returned).toHaveTextContent('$1,000.00');

    await user.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Hole in the bedroom wall');
    await user.type(within(dialog).getByLabelText('Amount'), '1100');
    expect(returned).toHaveTextContent('-$100.00');

    await user.click(within(dialog).getByRole('button', { name: 'Settle deposit' }));
    expect(
      await within(dialog).findByText('The deductions ($1,100.00) are more than the deposit ($1,000.00)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Hole in the bedroom wall');
  });
});

describe('a tenancy that is not there', () => {
  it.each(['/tenancies/ten-gone', '/tenancies/ten-gone/deposit-letter'])(
    '%s says so, with the way back',
    async (route) => {
      server.use(
        http.post(TENANCY_LEDGER_URL, () =>
          HttpResponse.json({ code: 'P0002', message: 'Tenancy not found' }, { status: 500 }),
        ),
      );
      storeSession();
      await renderApp(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Tenancy not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the rent roll' })).toHaveAttribute('href', '/rent-roll');
    },
  );
});
