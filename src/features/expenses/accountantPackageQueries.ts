import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import type { AssetYear, LedgerRow, LenderInterest, PackageData } from './accountantPackage';
import { toForm1099Row } from './form1099Rules';
import type { ScheduleEDocument } from './scheduleERules';

type Client = SupabaseClient<Database>;

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

export type PackageReads = Omit<PackageData, 'preparedOn'>;

/**
 * Everything the accountant's package holds for a year, as the database computed it: the form, the
 * ledger, each asset's depreciation of the year and the interest per lender. The app's endpoint
 * and the bench read it the same way.
 */
export async function readAccountantPackage(db: Client, year: number): Promise<QueryResult<PackageReads>> {
  const [form, ledger, depreciation, interest, vendors] = await Promise.all([
    runQuery(() => db.rpc('schedule_e', { p_year: year })),
    // One document in date order: paged, PostgREST would run the whole year again for each page.
    runQuery(() => db.rpc('year_ledger', { p_year: year })),
    allRows<AssetYear>((from, to) =>
      db.rpc('depreciation').eq('year', year).order('property_id').order('asset_id').range(from, to),
    ),
    runQuery(() => db.rpc('mortgage_interest_by_lender', { p_year: year }), []),
    allRows<Record<string, unknown>>((from, to) =>
      db.rpc('form_1099_totals', { p_year: year }).order('vendor_name').order('vendor_id').range(from, to),
    ),
  ]);
  if (form.error) return form;
  if (ledger.error) return ledger;
  if (depreciation.error) return depreciation;
  if (interest.error) return interest;
  if (vendors.error) return vendors;
  return {
    data: {
      year,
      scheduleE: form.data as unknown as ScheduleEDocument,
      ledger: (ledger.data as unknown as LedgerRow[]).map((r) =>
        numbers(r, ['amount', 'interest', 'escrow', 'principal']),
      ),
      depreciation: depreciation.data.map((r) =>
        numbers(r, ['basis', 'percent', 'amount', 'accumulated', 'remaining']),
      ),
      interest: (interest.data as LenderInterest[]).map((r) => numbers(r, ['interest'])),
      form1099: vendors.data.map(toForm1099Row),
    },
  };
}
