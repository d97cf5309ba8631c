import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import { fewAtATime } from '../../utils/fewAtATime';
import type { AssetYear, LedgerRow, LenderInterest, PackageData, ReceiptFile } from './accountantPackage';
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

/** A receipt to put in the package: what its name is made of, and where its file is in Storage. */
export type ReceiptRef = Omit<ReceiptFile, 'bytes'> & { object_name: string };

export type PackageReads = Omit<PackageData, 'preparedOn' | 'receipts'> & { receipts: ReceiptRef[] };

type ReceiptRow = {
  object_name: string;
  content_type: string;
  payment_id: string;
  payment: { paid_on: string; amount: number | string; vendor: { name: string } | null };
};

/** The documents attached to the year's payments, in the ledger's order (by day, then payment). */
async function receiptsOfYear(db: Client, year: number): Promise<QueryResult<ReceiptRef[]>> {
  const rows = await allRows<ReceiptRow>((from, to) =>
    db
      .from('documents')
      .select('object_name, content_type, payment_id, payment:payments!inner(paid_on, amount, vendor:vendors(name))')
      .gte('payment.paid_on', `${year}-01-01`)
      .lt('payment.paid_on', `${year + 1}-01-01`)
      .order('payment_id')
      .order('created_at')
      .order('id')
      .range(from, to),
  );
  if (rows.error) return rows;
  const refs = rows.data.map((r) => ({
    payment_id: r.payment_id,
    paid_on: r.payment.paid_on,
    vendor_name: r.payment.vendor?.name ?? null,
    amount: Number(r.payment.amount),
    content_type: r.content_type,
    object_name: r.object_name,
  }));
  // Stable: a payment's receipts keep the order they were added in.
  return { data: refs.sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.payment_id.localeCompare(b.payment_id)) };
}

/** Each receipt's file, a few at a time; a file that cannot be read fails the package with its reason. */
export async function fetchReceipts(
  refs: ReceiptRef[],
  read: (objectName: string) => Promise<Uint8Array>,
  atOnce = 4,
): Promise<ReceiptFile[]> {
  return fewAtATime(refs, atOnce, async ({ object_name, ...ref }) => ({ ...ref, bytes: await read(object_name) }));
}

/**
 * Everything the accountant's package holds for a year, as the database computed it: the form, the
 * ledger, each asset's depreciation of the year and the interest per lender. The app's endpoint
 * and the bench read it the same way.
 */
export async function readAccountantPackage(db: Client, year: number): Promise<QueryResult<PackageReads>> {
  const [form, ledger, depreciation, interest, vendors, receipts] = await Promise.all([
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
    receiptsOfYear(db, year),
  ]);
  if (form.error) return form;
  if (ledger.error) return ledger;
  if (depreciation.error) return depreciation;
  if (interest.error) return interest;
  if (vendors.error) return vendors;
  if (receipts.error) return receipts;
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
      receipts: receipts.data,
    },
  };
}
