import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import { testUser } from './fixtures';

const REST = `${env.supabaseUrl}/rest/v1`;
export const OWNER_STATEMENT_URL = `${REST}/rpc/owner_statement`;
export const OWNER_DRAWS_URL = `${REST}/owner_draws`;
const PROPERTIES_URL = `${REST}/properties`;

export const elmHouse = {
  id: 'p-elm',
  name: 'Elm House',
  address_line1: '14 Elm St',
  address_line2: null,
  city: 'Durham',
  state: 'NC',
  zip: '27701',
};

const empty = {
  rent_received: 0,
  other_income: 0,
  expenses: [] as Array<{ line: number; amount: number }>,
  expenses_total: 0,
  capital_improvements: 0,
  mortgage_payments: 0,
  owner_draws: 0,
};

/**
 * Elm House in 2026: $1,000 brought forward; January rent 2,000 less water 80.25 and the mortgage
 * 1,200; February rent 2,000, a roof of 2,500 and the mortgage; March a draw of 500; then nothing.
 */
export const elmStatement2026 = (() => {
  const moves = [
    { rent_received: 2000, expenses: [{ line: 17, amount: 80.25 }], expenses_total: 80.25, mortgage_payments: 1200 },
    { rent_received: 2000, capital_improvements: 2500, mortgage_payments: 1200 },
    { owner_draws: 500 },
  ];
  let balance = 1000;
  return Array.from({ length: 12 }, (_, i) => {
    const m = { ...empty, ...(moves[i] ?? {}) };
    const opening = balance;
    balance =
      Math.round(
        (opening +
          m.rent_received +
          m.other_income -
          m.expenses_total -
          m.capital_improvements -
          m.mortgage_payments -
          m.owner_draws) *
          100,
      ) / 100;
    return { month: i + 1, opening_balance: opening, ...m, closing_balance: balance };
  });
})();

const stamp = '2026-03-10T10:00:00Z';
export const ownerDrawRows = [
  {
    id: 'od-1',
    user_id: testUser.id,
    property_id: 'p-elm',
    drawn_on: '2026-03-10',
    amount: 500,
    memo: 'March distribution',
    import_id: null,
    created_at: stamp,
    updated_at: stamp,
  },
];

export const ownerStatementsHandlers = [
  http.post(OWNER_STATEMENT_URL, async ({ request }) => {
    const { p_property: property, p_year: year } = (await request.json()) as { p_property: string; p_year: number };
    return HttpResponse.json(property === 'p-elm' && year === 2026 ? elmStatement2026 : []);
  }),
  // The statement's own read of the property's name and address.
  http.get(PROPERTIES_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (!params.get('select')?.startsWith('id,name,address_line1')) return undefined;
    return HttpResponse.json(params.get('id') === 'eq.p-elm' ? elmHouse : null);
  }),
  http.get(OWNER_DRAWS_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const year = params.get('drawn_on')?.slice(4, 8);
    return HttpResponse.json(
      ownerDrawRows.filter(
        (d) => `eq.${d.property_id}` === params.get('property_id') && d.drawn_on.startsWith(year ?? ''),
      ),
    );
  }),
  http.post(OWNER_DRAWS_URL, () => new HttpResponse(null, { status: 201 })),
  http.delete(OWNER_DRAWS_URL, () => new HttpResponse(null, { status: 204 })),
];
