import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LOAN_PAYMENTS_URL } from '../../../mocks/books';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession } from '../../../tests/support/session';

describe("a mortgage task's payments", () => {
  it('lists each loan payment with the split the loan gave it, newest first beside earlier expenses', async () => {
    server.use(
      http.get(LOAN_PAYMENTS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('task_id') === 'eq.t-water'
          ? HttpResponse.json([
              {
                id: 'lp-may',
                amount: 1906.64,
                paid_on: '2026-05-01',
                occurrence: '2026-05-01',
                principal: 206.64,
                interest: 1350,
                escrow_taxes: 250,
                escrow_insurance: 100,
              },
            ])
          : HttpResponse.json([]),
      ),
    );
    storeSession();
    await renderApp('/tasks/t-water');
    const list = await screen.findByRole('list', { name: 'Payments, newest first' });
    const items = within(list).getAllByRole('listitem');
    // mocks/expenses.ts: the water bill's four payments, the newest on Apr 2.
    expect(items.map((li) => li.textContent)).toEqual([
      'May 1, 2026Principal $206.64 · interest $1,350.00 · escrow $350.00$1,906.64',
      'Apr 2, 2026$131.00 (2.7× the usual)',
      'Mar 2, 2026$48.00',
      'Feb 2, 2026$48.00',
      'Jan 2, 2026$48.00',
    ]);
  });
});
