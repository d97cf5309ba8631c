import { baseApi } from '../../api/baseApi';
import { runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTag } from '../../api/tags';
import type { PortfolioProfit, ProfitFigures, ProfitMonth } from './profitRules';

/** The database sends numeric columns as numbers or strings; the screens add them. */
const figures = <T extends ProfitFigures>(row: T): T => ({
  ...row,
  rent_charged: Number(row.rent_charged),
  rent_received: Number(row.rent_received),
  vacancy_loss: Number(row.vacancy_loss),
  credit_loss: Number(row.credit_loss),
  operating_expenses: Number(row.operating_expenses),
  noi: Number(row.noi),
  debt_service: Number(row.debt_service),
  cash_flow: Number(row.cash_flow),
});

// Both read rent charges and payments (Tenancy, RentLedger), expenses (Payment), loan payments
// and units' rents (a unit's rent is written with its tenancy); the portfolio names its properties.
const BOOKS = [listTag('Payment'), listTag('LoanPayment'), listTag('Tenancy'), listTag('RentLedger')];

export const profitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One property's months from `from` to `to` (at most a few dozen rows). */
    getPropertyProfit: build.query<ProfitMonth[], { propertyId: string; from: string; to: string }>({
      queryFn: async ({ propertyId, from, to }) => {
        const result = await runQuery(() =>
          supabase.rpc('property_profit', { p_from: from, p_to: to, p_property: propertyId }),
        );
        if (result.error) return result;
        return { data: (result.data as unknown as ProfitMonth[]).map(figures) };
      },
      providesTags: (_d, _e, { propertyId }) => [...BOOKS, idTag('Property', propertyId)],
    }),
    /** Every property's sums and the portfolio's months, in one document (rows would stop at the API's max rows). */
    getPortfolioProfit: build.query<PortfolioProfit, { from: string; to: string }>({
      queryFn: async ({ from, to }) => {
        const result = await runQuery(() => supabase.rpc('portfolio_profit', { p_from: from, p_to: to }));
        if (result.error) return result;
        const doc = result.data as unknown as PortfolioProfit;
        return { data: { properties: doc.properties.map(figures), months: doc.months.map(figures) } };
      },
      providesTags: [...BOOKS, listTag('Property')],
    }),
  }),
});

export const { useGetPropertyProfitQuery, useGetPortfolioProfitQuery } = profitApi;
