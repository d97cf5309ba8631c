import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';

const REST = `${env.supabaseUrl}/rest/v1`;
export const PROPERTY_PROFIT_URL = `${REST}/rpc/property_profit`;
export const PORTFOLIO_PROFIT_URL = `${REST}/rpc/portfolio_profit`;

/** A property's month: $4,000 of rent charged and paid, $1,000 of expenses, $1,500 of mortgage. */
export const profitMonth = (propertyId: string, month: string) => ({
  property_id: propertyId,
  month,
  rent_charged: 4000,
  rent_received: 4000,
  vacancy_loss: 0,
  credit_loss: 0,
  operating_expenses: 1000,
  noi: 3000,
  debt_service: 1500,
  cash_flow: 1500,
});

/** June 2026, the tests' month: $1,500 of the rent still owed. */
export const JUNE_2026 = '2026-06-01';
const june = (propertyId: string) => ({
  ...profitMonth(propertyId, JUNE_2026),
  rent_received: 2500,
  credit_loss: 1500,
  noi: 1500,
  cash_flow: 0,
});

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}-01`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

export const profitHandlers = [
  http.post(PROPERTY_PROFIT_URL, async ({ request }) => {
    const { p_from, p_to, p_property } = (await request.json()) as { p_from: string; p_to: string; p_property: string };
    return HttpResponse.json(
      monthsBetween(p_from, p_to).map((m) => (m === JUNE_2026 ? june(p_property) : profitMonth(p_property, m))),
    );
  }),
  http.post(PORTFOLIO_PROFIT_URL, async ({ request }) => {
    const { p_from, p_to } = (await request.json()) as { p_from: string; p_to: string };
    const months = monthsBetween(p_from, p_to);
    const year = (id: string, name: string) => ({
      ...profitMonth(id, ''),
      name,
      rent_charged: 4000 * months.length,
      rent_received: 4000 * months.length,
      operating_expenses: 1000 * months.length,
      noi: 3000 * months.length,
      debt_service: 1500 * months.length,
      cash_flow: 1500 * months.length,
    });
    const { month: _month, ...elm } = year('p-elm', 'Elm House');
    const { month: _m, ...oak } = year('p-oak', 'Oakwood Fourplex');
    return HttpResponse.json({
      properties: [elm, oak],
      months: months.map((m) => {
        const { property_id: _p, ...figures } = profitMonth('', m);
        return {
          ...figures,
          rent_charged: 8000,
          rent_received: 8000,
          operating_expenses: 2000,
          noi: 6000,
          debt_service: 3000,
          cash_flow: 3000,
        };
      }),
    });
  }),
];
