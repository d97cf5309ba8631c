import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import { testUser } from './fixtures';

const REST = `${env.supabaseUrl}/rest/v1`;
export const LOAN_PAYMENTS_URL = `${REST}/loan_payments`;
export const SPLIT_LOAN_PAYMENT_URL = `${REST}/rpc/split_loan_payment`;

const stamp = '2026-06-01T10:00:00Z';
/** Oakwood's loan (240,000 at 6.75% with 350 of escrow): its first two payments as the database split them. */
export const loanPaymentRows = [
  ['lp-2', '2026-06-01', 1348.84, 207.8],
  ['lp-1', '2026-05-01', 1350, 206.64],
].map(([id, paidOn, interest, principal]) => ({
  id: id as string,
  user_id: testUser.id,
  property_id: 'p-oak',
  paid_on: paidOn as string,
  amount: 1906.64,
  interest: interest as number,
  escrow_taxes: 250,
  escrow_insurance: 100,
  principal: principal as number,
  memo: null,
  import_id: null,
  created_at: stamp,
  updated_at: stamp,
}));

export const booksHandlers = [
  http.get(LOAN_PAYMENTS_URL, ({ request }) => {
    const propertyId = new URL(request.url).searchParams.get('property_id')?.replace(/^eq\./, '');
    return HttpResponse.json(loanPaymentRows.filter((p) => p.property_id === propertyId));
  }),
  // The third payment on the balance after the two above, whatever the amount's rest is principal.
  http.post(SPLIT_LOAN_PAYMENT_URL, async ({ request }) => {
    const { p_amount: amount } = (await request.json()) as { p_amount: number };
    const interest = Math.min(1347.67, amount);
    const taxes = Math.min(250, amount - interest);
    const insurance = Math.min(100, amount - interest - taxes);
    return HttpResponse.json([
      {
        interest,
        escrow_taxes: taxes,
        escrow_insurance: insurance,
        principal: Math.round((amount - interest - taxes - insurance) * 100) / 100,
        balance_before: 239585.56,
      },
    ]);
  }),
  http.post(LOAN_PAYMENTS_URL, () => new HttpResponse(null, { status: 201 })),
  http.delete(LOAN_PAYMENTS_URL, () => new HttpResponse(null, { status: 204 })),
];
