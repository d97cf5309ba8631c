import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LOAN_PAYMENTS_URL } from '../../../mocks/books';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';
import { MortgagePaymentsCard } from './MortgagePaymentsCard';

const oakwood = {
  id: 'p-oak',
  name: 'Oakwood Fourplex',
  loan_amount: 240000,
  loan_interest_rate: 6.75,
  loan_term_months: 360,
  loan_escrow_taxes: 250,
  loan_escrow_insurance: 100,
};

describe('MortgagePaymentsCard', () => {
  it('lists each payment as the database split it, newest first', async () => {
    storeSession();
    await renderWithProviders(<MortgagePaymentsCard property={oakwood} />);
    const list = await screen.findByRole('list', { name: 'Mortgage payments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Jun 1, 2026 · $1,906.64interest $1,348.84 · taxes $250.00 · insurance $100.00 · principal $207.80',
      'May 1, 2026 · $1,906.64interest $1,350.00 · taxes $250.00 · insurance $100.00 · principal $206.64',
    ]);
  });

  it('records a payment: the scheduled amount first, the split previewed by the database, a bad amount kept', async () => {
    storeSession();
    let sent: unknown;
    server.use(
      http.post(LOAN_PAYMENTS_URL, async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<MortgagePaymentsCard property={oakwood} />);
    await user.click(await screen.findByRole('button', { name: 'Record mortgage payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record mortgage payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount paid' });
    expect(amount).toHaveValue('1,906.64');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Split' })).toHaveTextContent(
        'Interest $1,347.67 · taxes $250.00 · insurance $100.00 · principal $208.97',
      ),
    );
    await user.clear(amount);
    await user.type(amount, '19o6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter an amount like 1,200.50')).toBeInTheDocument();
    expect(amount).toHaveValue('19o6');
    await user.clear(amount);
    await user.type(amount, '$2,406.64');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Split' })).toHaveTextContent('principal $708.97'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject({ property_id: 'p-oak', amount: 2406.64, memo: null });
  });

  it('a loan without a rate cannot split: the button waits, and says what to add', async () => {
    storeSession();
    await renderWithProviders(<MortgagePaymentsCard property={{ ...oakwood, loan_interest_rate: null }} />);
    expect(await screen.findByRole('button', { name: 'Record mortgage payment' })).toBeDisabled();
    expect(screen.getByText(/Add the loan amount and interest rate under Loan information/)).toBeInTheDocument();
  });

  it('shows the database’s sentence when it refuses, keeping what was typed', async () => {
    storeSession();
    server.use(
      http.post(LOAN_PAYMENTS_URL, () =>
        HttpResponse.json(
          { code: '23514', message: 'Principal, interest and escrow must add up to the amount paid' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<MortgagePaymentsCard property={oakwood} />);
    await user.click(await screen.findByRole('button', { name: 'Record mortgage payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record mortgage payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Memo (optional)' }), 'December');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Principal, interest and escrow must add up to the amount paid/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Memo (optional)' })).toHaveValue('December');
  });
});
