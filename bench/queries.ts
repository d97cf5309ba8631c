import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { addDays, format } from 'date-fns';
import { Client } from 'pg';
import WebSocket from 'ws';
import { COUNT_KINDS, dashboardQueries } from '../src/features/dashboard/dashboardQueries';
import { dueSoonWindow, weekBounds, weekWindow } from '../src/features/dashboard/dashboardRules';
import { bulkNotesQueries } from '../src/features/notes/notesQueries';
import { propertyCardsPage } from '../src/features/properties/propertyQueries';
import { rentIncreaseQueries } from '../src/features/rent-increases/rentIncreaseQueries';
import { taskPageQuery } from '../src/features/tasks/taskListQuery';
import { vendorListQueries } from '../src/features/vendors/vendorQueries';

/** The lists' first page, as the screens open (their smallest page size). */
const PROPERTY_PAGE = 24;
const VENDOR_PAGE = 24;
const UPCOMING_PAGE = 50;
const RENT_ROLL_PAGE = 50;
const DOCUMENT_PAGE = 25;

export interface QueryIds {
  userId: string;
  taskId: string;
  propertyId: string;
  vendorId: string;
  unitId: string;
  /** A tenancy with two years of charges and payments. */
  tenancyId: string;
}

interface QuerySpec {
  name: string;
  run: (db: SupabaseClient, ids: QueryIds) => PromiseLike<{ error?: unknown; data?: unknown }>;
  /** The same read in SQL, for EXPLAIN as the signed-in user (RLS applies). */
  sql?: string;
  params?: (ids: QueryIds) => unknown[];
  /**
   * A read that by its nature covers the whole portfolio (every unit's latest note, a year's
   * totals, every manager): its cost grows with the account, linearly (bench/scale.ts).
   */
  wholePortfolio?: true;
}

export interface QueryResult {
  name: string;
  runs: number;
  rows: number;
  /** Response bodies of one run, decoded. */
  bytes: number;
  wholePortfolio: boolean;
  p50: number;
  p95: number;
  /** From EXPLAIN ANALYZE, for reads given as SQL: indexes the plan used, and tables it read whole. */
  explained: boolean;
  indexes: string[];
  seqScans: string[];
  planMs: number;
}

const today = () => format(new Date(), 'yyyy-MM-dd');
/** The payments of the receipts query by property (each account of a run has its own), read once. */
const receiptPayments = new Map<string, PromiseLike<string[]>>();
const in90 = () => format(addDays(new Date(), 90), 'yyyy-MM-dd');

/** SPEC §7 reads and the dashboard's, bulk notes' and planner's first reads, as the app's endpoints send them. */
export const QUERIES: QuerySpec[] = [
  {
    name: 'tasks list (first page)',
    run: (db) => taskPageQuery(db, { page: 0, pageSize: 100 }),
    // PostgREST counts in a separate statement; this is the page.
    sql: `select t.id, t.title, p.name, u.unit_label, v.name from public.tasks t
      left join public.properties p on p.id = t.property_id left join public.units u on u.id = t.unit_id
      left join public.vendors v on v.id = t.vendor_id order by t.due_on, t.id limit 100`,
    params: () => [],
  },
  {
    name: 'task by id with activities',
    run: (db, ids) =>
      db
        .from('tasks')
        .select('*, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(*), activities(*)')
        .eq('id', ids.taskId)
        .order('at', { referencedTable: 'activities', ascending: false })
        .maybeSingle(),
    sql: `select t.*, (select json_agg(a order by a.at desc) from public.activities a where a.task_id = t.id)
      from public.tasks t where t.id = $1`,
    params: (ids) => [ids.taskId],
  },
  {
    name: 'vendors list, first page (vendor_rows)',
    run: (db) =>
      vendorListQueries.page(db, {
        search: '',
        category: null,
        sort: { column: 'name', descending: false },
        page: 0,
        pageSize: VENDOR_PAGE,
      }),
    sql: `select * from public.vendor_rows(null, null, 'name', false, ${VENDOR_PAGE}, 0)`,
    params: () => [],
  },
  {
    name: 'vendor by id with tasks',
    run: (db, ids) =>
      db
        .from('vendors')
        .select('*, tasks(id, title, status, due_on, actual_cost)')
        .eq('id', ids.vendorId)
        .order('due_on', { referencedTable: 'tasks', ascending: true, nullsFirst: false })
        .maybeSingle(),
    sql: `select v.*, (select json_agg(t order by t.due_on) from public.tasks t where t.vendor_id = v.id)
      from public.vendors v where v.id = $1`,
    params: (ids) => [ids.vendorId],
  },
  {
    name: 'vendor accounts by vendor',
    run: (db, ids) =>
      db
        .from('vendor_property_accounts')
        .select('*, property:properties(id, name)')
        .eq('vendor_id', ids.vendorId)
        .order('created_at', { ascending: false }),
    sql: `select a.*, p.name from public.vendor_property_accounts a join public.properties p on p.id = a.property_id
      where a.vendor_id = $1 order by a.created_at desc`,
    params: (ids) => [ids.vendorId],
  },
  {
    name: 'properties list, first page of cards (property_cards)',
    run: (db) => propertyCardsPage(db, { search: '', leaseEnd: null, page: 0, pageSize: PROPERTY_PAGE }),
    sql: `select * from public.property_cards(null, null, null, ${PROPERTY_PAGE}, 0)`,
    params: () => [],
  },
  {
    name: 'property by id with tasks',
    run: (db, ids) =>
      db
        .from('properties')
        .select(
          '*, units(*), property_manager:property_managers(*), tasks(id, title, status, scope, due_on, estimated_cost)',
        )
        .eq('id', ids.propertyId)
        .maybeSingle(),
    sql: `select p.*, (select json_agg(u) from public.units u where u.property_id = p.id),
      (select json_agg(t) from public.tasks t where t.property_id = p.id) from public.properties p where p.id = $1`,
    params: (ids) => [ids.propertyId],
  },
  {
    name: 'property managers list',
    wholePortfolio: true,
    run: (db) => db.from('property_managers').select('*').order('name'),
    sql: 'select * from public.property_managers order by name',
    params: () => [],
  },
  {
    name: 'unit notes by unit',
    run: (db, ids) =>
      db.from('unit_notes').select('*').eq('unit_id', ids.unitId).order('created_at', { ascending: false }),
    sql: 'select * from public.unit_notes where unit_id = $1 order by created_at desc',
    params: (ids) => [ids.unitId],
  },
  {
    name: 'upcoming rent increases, first page of the next 90 days (upcoming_rent_increases)',
    run: (db) => rentIncreaseQueries.upcomingPage(db, { from: today(), to: in90() }, 0, UPCOMING_PAGE),
    sql: `select * from public.upcoming_rent_increases($1, $2, ${UPCOMING_PAGE}, 0)`,
    params: () => [today(), in90()],
  },
  {
    name: 'expenses list (first page, newest first)',
    run: (db) =>
      db
        .rpc('filtered_payments', {})
        .select(
          '*, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(id, name), task:tasks(id, title)',
        )
        .order('paid_on', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 49),
    sql: `select f.*, p.name, u.unit_label, v.name, t.title from public.filtered_payments() f
      left join public.properties p on p.id = f.property_id left join public.units u on u.id = f.unit_id
      left join public.vendors v on v.id = f.vendor_id left join public.tasks t on t.id = f.task_id
      order by f.paid_on desc, f.id desc limit 50`,
    params: () => [],
  },
  {
    name: 'expenses totals for a year',
    wholePortfolio: true,
    run: (db) =>
      db.rpc('payments_totals', {
        p_from: `${new Date().getFullYear()}-01-01`,
        p_to: `${new Date().getFullYear()}-12-31`,
      }),
    sql: 'select * from public.payments_totals(p_from => $1::date, p_to => $2::date)',
    params: () => [`${new Date().getFullYear()}-01-01`, `${new Date().getFullYear()}-12-31`],
  },
  {
    // Every property's column sums its year of rent, payments, loan splits and depreciation.
    name: 'Schedule E (every property, a year)',
    wholePortfolio: true,
    run: (db) => db.rpc('schedule_e', { p_year: new Date().getFullYear() }),
    sql: 'select public.schedule_e($1)',
    params: () => [new Date().getFullYear()],
  },
  {
    // Twelve months of one property's cash; the years before come from the kept Schedule E sums.
    name: 'Owner statement (a property, a year)',
    run: (db, ids) => db.rpc('owner_statement', { p_property: ids.propertyId, p_year: new Date().getFullYear() }),
    sql: 'select * from public.owner_statement($1, $2)',
    params: (ids) => [ids.propertyId, new Date().getFullYear()],
  },
  {
    // Every property's months summed: rent charged and received, vacancy, credit loss, expenses, loans.
    name: 'Profit (portfolio, a year)',
    wholePortfolio: true,
    run: (db) =>
      db.rpc('portfolio_profit', {
        p_from: `${new Date().getFullYear()}-01-01`,
        p_to: `${new Date().getFullYear()}-12-31`,
      }),
    sql: 'select public.portfolio_profit($1::date, $2::date)',
    params: () => [`${new Date().getFullYear()}-01-01`, `${new Date().getFullYear()}-12-31`],
  },
  {
    name: "Profit (a property's card, thirteen months)",
    run: (db, ids) =>
      db.rpc('property_profit', {
        p_from: format(addDays(new Date(), -396), 'yyyy-MM-01'),
        p_to: today(),
        p_property: ids.propertyId,
      }),
    sql: 'select * from public.property_profit($1::date, $2::date, $3)',
    params: (ids) => [format(addDays(new Date(), -396), 'yyyy-MM-01'), today(), ids.propertyId],
  },
  {
    name: "a property's depreciation, every asset year by year",
    run: (db, ids) => db.rpc('depreciation', { p_property: ids.propertyId }),
    sql: 'select * from public.depreciation($1)',
    params: (ids) => [ids.propertyId],
  },
  {
    name: "a property's mortgage payments (latest 24)",
    run: (db, ids) =>
      db
        .from('loan_payments')
        .select('*')
        .eq('property_id', ids.propertyId)
        .order('paid_on', { ascending: false })
        .order('created_at', { ascending: false })
        .limit(24),
    sql: 'select * from public.loan_payments where property_id = $1 order by paid_on desc, created_at desc limit 24',
    params: (ids) => [ids.propertyId],
  },
  {
    name: 'Schedule E: the ledger rows behind one property',
    run: (db, ids) => db.rpc('schedule_e_entries', { p_year: new Date().getFullYear(), p_property: ids.propertyId }),
    sql: 'select * from public.schedule_e_entries($1, $2)',
    params: (ids) => [new Date().getFullYear(), ids.propertyId],
  },
  {
    // A Schedule E figure's receipts: one read for every payment behind it (a property's year, up
    // to 200 payments, the most one read takes). The payments' ids are looked up once, untimed after.
    name: "Schedule E figure: the receipts of one property's year of payments",
    run: async (db, ids) => {
      if (!receiptPayments.has(ids.propertyId))
        receiptPayments.set(
          ids.propertyId,
          db
            .from('payments')
            .select('id')
            .eq('property_id', ids.propertyId)
            .gte('paid_on', `${new Date().getFullYear()}-01-01`)
            .limit(200)
            .then((answer) => (answer.data ?? []).map((p) => p.id as string)),
        );
      return db
        .from('documents')
        .select('*')
        .in('payment_id', await receiptPayments.get(ids.propertyId)!)
        .order('created_at')
        .order('id');
    },
  },
  {
    name: 'bills that jumped, last 60 days',
    run: (db) =>
      db
        .from('payment_jumps')
        .select('id, task_id, task_title, property_name, amount, usual, ratio, paid_on', { count: 'exact' })
        .gte('paid_on', format(addDays(new Date(), -59), 'yyyy-MM-dd'))
        .order('paid_on', { ascending: false })
        .order('id')
        .limit(5),
    sql: 'select * from public.payment_jumps where paid_on >= $1 order by paid_on desc, id limit 5',
    params: () => [format(addDays(new Date(), -59), 'yyyy-MM-dd')],
  },
  {
    name: 'dashboard: the four counts (properties, tasks, vendors, completed)',
    wholePortfolio: true,
    run: (db) =>
      Promise.all(COUNT_KINDS.map((kind) => dashboardQueries.count(db, kind))).then((answers) => ({
        error: answers.find((a) => a.error)?.error,
        data: answers.map((a) => a.count),
      })),
  },
  {
    name: 'dashboard: overdue tasks, first 5 with their count',
    run: (db) => dashboardQueries.overdue(db, today()),
  },
  {
    name: 'dashboard: tasks due in the next 7 days, first 5 with their count',
    run: (db) => dashboardQueries.dueSoon(db, dueSoonWindow(today())),
  },
  {
    name: 'dashboard: completions this week, first 5 with their count',
    run: (db) => dashboardQueries.completions(db, weekWindow(today())),
  },
  {
    name: 'dashboard: spend per week (weekly_spend)',
    // Sums every payment of the chart's twelve weeks, whichever property it was for.
    wholePortfolio: true,
    run: (db) => dashboardQueries.weeklySpend(db, weekBounds(today())),
  },
  {
    name: 'bulk notes, first page of 50 (bulk_note_units)',
    // Its headings count the units each manager's group keeps, and its pager all of them: every
    // unit of the portfolio is counted; the page's notes are read for its own units only.
    wholePortfolio: true,
    run: (db) =>
      bulkNotesQueries.page(db, { managerIds: [], propertyIds: [], search: '', onlyUnresolved: false }, 0, 50),
  },
  {
    name: 'rent planner, first page of 50 planned increases',
    run: (db) => rentIncreaseQueries.plannedPage(db, 0, 50),
  },
  {
    name: 'rent roll, first page of 50 (rent_roll)',
    // Its totals line sums every unit's rent, deposit and balance, and its pager counts every unit.
    wholePortfolio: true,
    run: (db) => db.rpc('rent_roll', { p_limit: RENT_ROLL_PAGE, p_offset: 0 }),
  },
  {
    name: 'rent roll, late tenancies first page (rent_roll, status late)',
    wholePortfolio: true,
    run: (db) => db.rpc('rent_roll', { p_status: 'late', p_limit: RENT_ROLL_PAGE, p_offset: 0 }),
  },
  {
    name: 'tenancy ledger, two years (tenancy_ledger)',
    run: (db, ids) => db.rpc('tenancy_ledger', { p_tenancy: ids.tenancyId }),
  },
  {
    name: 'dashboard: rent this month (rent_this_month)',
    // Sums every tenancy in force: expected, received and outstanding this month.
    wholePortfolio: true,
    run: (db) => db.rpc('rent_this_month', { p_limit: 5 }),
  },
  {
    // The Documents page as it opens: the newest 25 of the account's 500, with the count.
    name: 'Documents page, first page of 25',
    run: (db) =>
      db
        .from('documents')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id')
        .range(0, DOCUMENT_PAGE - 1),
    sql: `select * from public.documents order by created_at desc, id limit ${DOCUMENT_PAGE}`,
  },
  {
    name: 'user settings',
    run: (db, ids) => db.from('user_settings').select('*').eq('user_id', ids.userId).maybeSingle(),
    sql: 'select * from public.user_settings where user_id = $1',
    params: (ids) => [ids.userId],
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, indexes: Set<string>, seqScans: Set<string>) {
  if (node['Index Name']) indexes.add(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.add(node['Relation Name']);
  for (const child of node.Plans ?? []) walk(child, indexes, seqScans);
}

export async function measureQueries(opts: {
  apiUrl: string;
  anonKey: string;
  dbUrl: string;
  email: string;
  password: string;
  ids: QueryIds;
  runs: number;
}) {
  // Bytes are counted on each query's first call only: reading a copy of every answer would add
  // its own work, growing with the answer, to the timed runs.
  let bytes = 0;
  let counting = false;
  const countingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (counting) bytes += Buffer.byteLength(await response.clone().text());
    return response;
  };
  // Node 20 has no global WebSocket, which supabase-js's realtime client asks for.
  const db = createClient(opts.apiUrl, opts.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: countingFetch },
    realtime: { transport: WebSocket as never },
  });
  const signedIn = await db.auth.signInWithPassword({ email: opts.email, password: opts.password });
  if (signedIn.error) throw signedIn.error;
  const pg = new Client({ connectionString: opts.dbUrl });
  await pg.connect();
  const results: QueryResult[] = [];
  try {
    for (const query of QUERIES) {
      bytes = 0;
      counting = true;
      const first = await query.run(db, opts.ids); // warm-up, and a check that the query works
      counting = false;
      const firstBytes = bytes;
      if (first.error) throw new Error(`${query.name}: ${JSON.stringify(first.error)}`);
      const rows = Array.isArray(first.data) ? first.data.length : first.data ? 1 : 0;
      const times: number[] = [];
      for (let i = 0; i < opts.runs; i++) {
        const started = performance.now();
        const { error } = await query.run(db, opts.ids);
        times.push(performance.now() - started);
        if (error) throw new Error(`${query.name}: ${JSON.stringify(error)}`);
      }
      times.sort((a, b) => a - b);

      const indexes = new Set<string>();
      const seqScans = new Set<string>();
      let planMs = 0;
      if (query.sql) {
        // As PostgREST runs it: role authenticated with the user's claims, so RLS applies.
        await pg.query('begin');
        await pg.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: opts.ids.userId, role: 'authenticated' }),
        ]);
        const { rows: plan } = await pg.query(
          `explain (analyze, format json) ${query.sql}`,
          query.params?.(opts.ids) ?? [],
        );
        await pg.query('rollback');
        const root = (plan[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>)[0];
        walk(root.Plan, indexes, seqScans);
        planMs = root['Execution Time'];
      }
      results.push({
        name: query.name,
        runs: opts.runs,
        rows,
        bytes: firstBytes,
        wholePortfolio: !!query.wholePortfolio,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        indexes: [...indexes],
        seqScans: [...seqScans],
        explained: !!query.sql,
        planMs,
      });
    }
  } finally {
    await pg.end();
    await db.auth.signOut().catch(() => undefined);
  }
  return results;
}
