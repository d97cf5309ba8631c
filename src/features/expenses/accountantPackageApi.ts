import { baseApi } from '../../api/baseApi';
import { runQuery, type QueryResult } from '../../api/query';
import { supabase } from '../../api/supabase';
import { listTag } from '../../api/tags';
import type { AssetYear, LedgerRow, LenderInterest, PackageData } from './accountantPackage';
import type { ScheduleEDocument } from './scheduleERules';

/** PostgREST answers at most 1,000 rows a request. */
const PAGE = 1000;

/** Every row of an ordered read, page after page. */
async function allRows<T>(
  page: (from: number, to: number) => PromiseLike<{ data: unknown; error: unknown; status?: number }>,
): Promise<QueryResult<T[]>> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const result = await runQuery(() => page(from, from + PAGE - 1), []);
    if (result.error) return result;
    const batch = result.data as T[];
    rows.push(...batch);
    if (batch.length < PAGE) return { data: rows };
  }
}

const numbers = <T extends object>(row: T, keys: (keyof T)[]): T => {
  const copy = { ...row };
  for (const key of keys) if (copy[key] !== null) (copy as Record<keyof T, unknown>)[key] = Number(copy[key]);
  return copy;
};

export const accountantPackageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Everything the accountant's package holds for a year, read when the landlord asks for it: the
     * form, the ledger, each asset's depreciation of the year and the interest per lender.
     */
    getAccountantPackage: build.query<Omit<PackageData, 'preparedOn'>, number>({
      queryFn: async (year) => {
        const [form, ledger, depreciation, interest] = await Promise.all([
          runQuery(() => supabase.rpc('schedule_e', { p_year: year })),
          allRows<LedgerRow>((from, to) =>
            supabase
              .rpc('year_ledger', { p_year: year })
              .order('on_day')
              .order('direction')
              .order('source_id')
              .range(from, to),
          ),
          allRows<AssetYear>((from, to) =>
            supabase.rpc('depreciation').eq('year', year).order('property_id').order('asset_id').range(from, to),
          ),
          runQuery(() => supabase.rpc('mortgage_interest_by_lender', { p_year: year }), []),
        ]);
        if (form.error) return form;
        if (ledger.error) return ledger;
        if (depreciation.error) return depreciation;
        if (interest.error) return interest;
        return {
          data: {
            year,
            scheduleE: form.data as unknown as ScheduleEDocument,
            ledger: ledger.data.map((r) => numbers(r, ['amount', 'interest', 'escrow', 'principal'])),
            depreciation: depreciation.data.map((r) =>
              numbers(r, ['basis', 'percent', 'amount', 'accumulated', 'remaining']),
            ),
            interest: (interest.data as LenderInterest[]).map((r) => numbers(r, ['interest'])),
          },
        };
      },
      // The books read whole: payments, loan payments and statements, depreciation, rent and the properties.
      providesTags: [
        listTag('Payment'),
        listTag('LoanPayment'),
        listTag('LoanStatement'),
        listTag('Depreciation'),
        listTag('Property'),
        listTag('Vendor'),
        listTag('Unit'),
        listTag('Tenancy'),
        listTag('RentLedger'),
      ],
      // A file made once, not a screen kept in step.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetAccountantPackageQuery } = accountantPackageApi;
