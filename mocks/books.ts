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

export const loanHandlers = [
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

export const LOAN_STATEMENTS_URL = `${REST}/loan_statements`;
/** Oakwood's lender statement for 2025: interest and taxes from the 1098, insurance left to the split. */
export const loanStatementRows = [
  {
    id: 'ls-2025',
    user_id: testUser.id,
    property_id: 'p-oak',
    year: 2025,
    interest: 15890.5,
    taxes: 3000,
    insurance: null,
    import_id: null,
    created_at: stamp,
    updated_at: stamp,
  },
];

export const loanStatementHandlers = [
  http.get(LOAN_STATEMENTS_URL, ({ request }) => {
    const propertyId = new URL(request.url).searchParams.get('property_id')?.replace(/^eq\./, '');
    return HttpResponse.json(loanStatementRows.filter((s) => s.property_id === propertyId));
  }),
  http.post(LOAN_STATEMENTS_URL, () => new HttpResponse(null, { status: 201 })),
  http.delete(LOAN_STATEMENTS_URL, () => new HttpResponse(null, { status: 204 })),
];

export const DEPRECIATION_URL = `${REST}/rpc/depreciation`;
const PROPERTIES_URL = `${REST}/properties`;

/** Elm House's building (244,800 from March 2025) and a roof (12,000 from August 2025), 2025–2027. */
export const depreciationRows = [
  ...[
    [2025, 2.879, 7047.79],
    [2026, 3.636, 8900.93],
    [2027, 3.636, 8900.93],
  ].map(([year, percent, amount], i) => ({
    asset_id: 'p-elm',
    property_id: 'p-elm',
    kind: 'Building',
    description: 'Elm House',
    placed_in_service_on: '2025-03-20',
    basis: 244800,
    year,
    percent,
    amount,
    accumulated: [7047.79, 15948.72, 24849.65][i],
    remaining: 244800 - [7047.79, 15948.72, 24849.65][i],
  })),
  ...[
    [2025, 1.364, 163.68],
    [2026, 3.636, 436.32],
  ].map(([year, percent, amount], i) => ({
    asset_id: 'pay-roof',
    property_id: 'p-elm',
    kind: 'Improvement',
    description: 'New roof',
    placed_in_service_on: '2025-08-05',
    basis: 12000,
    year,
    percent,
    amount,
    accumulated: [163.68, 600][i],
    remaining: 12000 - [163.68, 600][i],
  })),
];

export const elmPurchase = {
  id: 'p-elm',
  name: 'Elm House',
  purchased_on: '2025-03-10',
  purchase_price: 300000,
  purchase_closing_costs: 6000,
  land_value: null,
  land_share_percent: 20,
  placed_in_service_on: '2025-03-20',
};

export const depreciationHandlers = [
  http.post(DEPRECIATION_URL, async ({ request }) => {
    const { p_property: propertyId } = (await request.json()) as { p_property: string };
    return HttpResponse.json(depreciationRows.filter((r) => r.property_id === propertyId));
  }),
  // The schedule page's own read of the property's name and purchase.
  http.get(PROPERTIES_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (!params.get('select')?.startsWith('id,name,purchased_on')) return undefined;
    return HttpResponse.json(params.get('id') === 'eq.p-elm' ? elmPurchase : null);
  }),
];

export const booksHandlers = [...loanHandlers, ...loanStatementHandlers, ...depreciationHandlers];
