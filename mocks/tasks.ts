import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { testUser } from './fixtures';
import { propertyRows } from './properties';
import { vendorAccounts, vendorRows } from './vendors';

// shown_cost is a computed field PostgREST only orders by; a select of the row does not carry it,
// nor vendor_account, which the list and the detail select by name (taskRows below computes it).
type TaskRow = Omit<Tables<'tasks'>, 'shown_cost' | 'vendor_account'>;
type ActivityRow = Tables<'activities'>;

export const TASKS_URL = `${env.supabaseUrl}/rest/v1/tasks`;
export const ACTIVITIES_URL = `${env.supabaseUrl}/rest/v1/activities`;
export const COMPLETE_TASK_URL = `${env.supabaseUrl}/rest/v1/rpc/complete_task`;
export const SKIP_OCCURRENCE_URL = `${env.supabaseUrl}/rest/v1/rpc/skip_occurrence`;
export const PREVIEW_OCCURRENCES_URL = `${env.supabaseUrl}/rest/v1/rpc/preview_occurrences`;

/**
 * The database computes next dates (private.next_occurrence); the mocks do not
 * copy that rule. They answer with canned dates: each fixture's next occurrence,
 * and a fixed preview. A test that needs other dates uses server.use().
 */
export const NEXT_OCCURRENCE: Record<string, string> = { 't-water': '2099-02-05' };
export const PREVIEW_DATES = ['2027-01-31', '2027-02-28', '2027-03-31'];

const stamp = '2026-01-15T10:00:00Z';
const [elm, oak] = propertyRows;
const [water, reliable] = vendorRows;

export function makeTask(overrides: Partial<TaskRow> & Pick<TaskRow, 'id' | 'title'>): TaskRow {
  return {
    user_id: testUser.id,
    import_id: null,
    scope: 'Business',
    property_id: null,
    unit_id: null,
    vendor_id: null,
    status: 'Open',
    due_date: null,
    next_due_date: null,
    start_date: null,
    end_date: null,
    recurrence: null,
    estimated_cost: null,
    actual_cost: null,
    actual_cost_recorded_at: null,
    notes: null,
    links: [],
    account_numbers: [],
    payment_methods: [],
    checklist: [],
    mortgage_payment: false,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
    // The database computes it (public.due_on): the effective due date.
    due_on: overrides.next_due_date ?? overrides.due_date ?? overrides.start_date ?? null,
  };
}

export function makeActivity(
  overrides: Partial<ActivityRow> & Pick<ActivityRow, 'id' | 'task_id' | 'action'>,
): ActivityRow {
  return { user_id: testUser.id, import_id: null, at: stamp, completed_on: null, details: {}, ...overrides };
}

/** One-time, monthly recurring, and completed: the three shapes a landlord's list holds. Far-future dates stay Open whatever day tests run. */
export const taskFixtures = {
  gutter: makeTask({
    id: 't-gutter',
    title: 'Clean gutters',
    scope: 'Property',
    property_id: oak.id,
    vendor_id: reliable.id,
    due_date: '2099-02-01',
    estimated_cost: 120,
    notes: 'Ladder is in the shed.',
    links: [{ label: 'Quote', url: 'https://reliable.example/q/1' }],
    account_numbers: ['RHS-4410'],
    payment_methods: ['Zelle'],
    checklist: [
      { id: 'c1', text: 'Book visit', done: true },
      { id: 'c2', text: 'Check downspouts', done: false },
    ],
  }),
  waterBill: makeTask({
    id: 't-water',
    title: 'Pay water bill',
    scope: 'Property',
    property_id: oak.id,
    vendor_id: water.id,
    start_date: '2026-01-05',
    next_due_date: '2099-01-05',
    recurrence: { type: 'monthly', dayOfMonth: 5 },
    estimated_cost: 165,
    account_numbers: ['400-3317-12'],
    payment_methods: ['AutoPay'],
  }),
  faucet: makeTask({
    id: 't-faucet',
    title: 'Fix kitchen faucet',
    scope: 'Unit',
    property_id: oak.id,
    unit_id: 'u-1',
    vendor_id: reliable.id,
    status: 'Completed',
    due_date: '2026-11-01',
    estimated_cost: 90,
    actual_cost: 85.5,
    actual_cost_recorded_at: '2026-11-01T15:00:00Z',
  }),
};

/** public.vendor_account over the fixtures: the vendor's account for the task's property, else its default. */
export const vendorAccount = (task: Pick<TaskRow, 'vendor_id' | 'property_id'>) =>
  vendorAccounts.find((a) => a.vendor_id === task.vendor_id && a.property_id === task.property_id)?.account_number ??
  vendorRows.find((v) => v.id === task.vendor_id)?.account_number ??
  null;

/** Rows as the list query embeds them (property, unit, vendor), ordered by next_due_date then id. */
export const taskRows = [taskFixtures.gutter, taskFixtures.waterBill, taskFixtures.faucet].map((task) => ({
  ...task,
  property: [elm, oak].filter((p) => p.id === task.property_id).map((p) => ({ id: p.id, name: p.name }))[0] ?? null,
  unit: oak.units.filter((u) => u.id === task.unit_id).map((u) => ({ id: u.id, unit_label: u.unit_label }))[0] ?? null,
  vendor: vendorRows.filter((v) => v.id === task.vendor_id).map((v) => ({ id: v.id, name: v.name }))[0] ?? null,
  vendor_account: vendorAccount(task),
}));

export const activityRows: ActivityRow[] = [
  makeActivity({ id: 'a-1', task_id: 't-gutter', action: 'Created', details: { note: 'Task created' } }),
  makeActivity({ id: 'a-2', task_id: 't-water', action: 'Created', details: { note: 'Task created' } }),
  makeActivity({ id: 'a-3', task_id: 't-faucet', action: 'Created', details: { note: 'Task created' } }),
  makeActivity({
    id: 'a-4',
    task_id: 't-faucet',
    action: 'Completed',
    at: '2026-11-01T15:00:00Z',
    details: { actual_cost: 85.5, completion_date: '2026-11-01' },
  }),
];

/** A task as the detail query embeds it: the full vendor and its activities, newest first. */
export function taskDetail(id: string) {
  const row = taskRows.find((t) => t.id === id);
  if (!row) return null;
  return {
    ...row,
    vendor: vendorRows.find((v) => v.id === row.vendor_id) ?? null,
    activities: activityRows.filter((a) => a.task_id === id).sort((a, b) => b.at.localeCompare(a.at)),
  };
}

/** The value of `col=eq.<value>`. */
const eqFilter = (request: Request, column: string) =>
  new URL(request.url).searchParams.get(column)?.replace(/^eq\./, '');

/** `.single()` asks for one object; otherwise PostgREST answers with an array. */
const answer = (request: Request, row: object, status = 200) =>
  request.headers.get('Accept')?.includes('vnd.pgrst.object')
    ? HttpResponse.json(row, { status })
    : HttpResponse.json([row], { status });

const dueOn = (t: { next_due_date: string | null; due_date: string | null; start_date: string | null }) =>
  t.next_due_date ?? t.due_date ?? t.start_date;

/** The list's read as PostgREST answers it: ordered by due_on (nulls last), one page, the total in Content-Range. */
export function pageOf<T extends { next_due_date: string | null; due_date: string | null; start_date: string | null }>(
  request: Request,
  rows: T[],
) {
  const params = new URL(request.url).searchParams;
  const sorted = params.get('order')?.startsWith('due_on')
    ? [...rows].sort((a, b) => (dueOn(a) ?? '9999').localeCompare(dueOn(b) ?? '9999'))
    : rows;
  const offset = Number(params.get('offset') ?? 0);
  const page = sorted.slice(offset, offset + Number(params.get('limit') ?? sorted.length));
  const range = page.length ? `${offset}-${offset + page.length - 1}` : '*';
  return HttpResponse.json(page, { headers: { 'Content-Range': `${range}/${rows.length}` } });
}

type FinishArgs = { p_task_id: string; p_occurrence: string; p_actual_cost?: number };

/** complete_task / skip_occurrence: a recurring fixture steps to its canned next date, anything else finishes. */
function finishAnswer(args: FinishArgs, done: 'Completed' | 'Skipped') {
  const row = taskRows.find((t) => t.id === args.p_task_id) ?? makeTask({ id: args.p_task_id, title: '' });
  const next = NEXT_OCCURRENCE[args.p_task_id];
  return HttpResponse.json({
    ...row,
    status: next ? 'Open' : done,
    next_due_date: next ?? row.next_due_date,
    actual_cost: done === 'Completed' ? (args.p_actual_cost ?? row.actual_cost) : row.actual_cost,
  });
}

export const tasksHandlers = [
  http.get(TASKS_URL, ({ request }) => {
    // Only the tasks screens embed the property; other reads of tasks (vendor spending) fall through to their own handlers.
    if (!new URL(request.url).searchParams.get('select')?.includes('property:')) return undefined;
    const id = eqFilter(request, 'id');
    if (id) return HttpResponse.json([taskDetail(id)].filter(Boolean));
    const [propertyId, vendorId, status] = ['property_id', 'vendor_id', 'status'].map((c) => eqFilter(request, c));
    const rows = taskRows.filter(
      (t) =>
        (!propertyId || t.property_id === propertyId) &&
        (!vendorId || t.vendor_id === vendorId) &&
        (!status || t.status === status),
    );
    return pageOf(request, rows);
  }),
  http.post(TASKS_URL, async ({ request }) =>
    answer(request, makeTask({ id: 't-new', title: '', ...((await request.json()) as Partial<TaskRow>) }), 201),
  ),
  http.patch(TASKS_URL, async ({ request }) => {
    const row =
      taskRows.find((t) => t.id === eqFilter(request, 'id')) ??
      makeTask({ id: eqFilter(request, 'id') ?? 't-x', title: '' });
    return answer(request, { ...row, ...((await request.json()) as Partial<TaskRow>) });
  }),
  http.delete(TASKS_URL, () => new HttpResponse(null, { status: 204 })),
  http.post(ACTIVITIES_URL, () => new HttpResponse(null, { status: 201 })),
  http.post(COMPLETE_TASK_URL, async ({ request }) => finishAnswer((await request.json()) as FinishArgs, 'Completed')),
  http.post(SKIP_OCCURRENCE_URL, async ({ request }) => finishAnswer((await request.json()) as FinishArgs, 'Skipped')),
  http.post(PREVIEW_OCCURRENCES_URL, () => HttpResponse.json(PREVIEW_DATES)),
];
