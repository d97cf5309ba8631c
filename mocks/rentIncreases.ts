import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { addDaysTo, landlordToday } from '../src/utils/landlordToday';
import { EXACT_COUNT_LIMIT } from '../src/utils/listTotal';
import { testUser } from './fixtures';
import { propertyRows } from './properties';
import { settingsRow } from './settings';

type IncreaseRow = Tables<'scheduled_rent_increases'>;

export const RENT_INCREASES_URL = `${env.supabaseUrl}/rest/v1/scheduled_rent_increases`;
/** The view the planner and upcoming screens read: the table's rows with Overdue computed. */
export const RENT_INCREASES_WITH_STATUS_URL = `${env.supabaseUrl}/rest/v1/rent_increases_with_status`;
export const rpcUrl = (name: string) => `${env.supabaseUrl}/rest/v1/rpc/${name}`;

const stamp = '2026-01-15T10:00:00Z';
const [elm, oak] = propertyRows;
const house = elm.units[0];
const unit2 = oak.units.find((u) => u.id === 'u-2')!;
/** Dates relative to the landlord's today (the mocked settings' zone), so the upcoming window holds them whatever day tests run. */
export const inDays = (days: number) => addDaysTo(landlordToday(settingsRow.timezone, new Date()), days);

export function makeIncrease(
  overrides: Partial<IncreaseRow> & Pick<IncreaseRow, 'id' | 'unit_id' | 'effective_date' | 'planned_new_rent'>,
) {
  const unit = [house, ...oak.units].find((u) => u.id === overrides.unit_id)!;
  const property = unit.property_id === elm.id ? elm : oak;
  return {
    user_id: testUser.id,
    basis: 'Percent',
    percent: 3,
    amount: null,
    status: 'Scheduled',
    applied: false,
    applied_at: null,
    rent_before: null,
    taken_back_at: null as string | null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
    unit: {
      id: unit.id,
      unit_label: unit.unit_label,
      monthly_rent: unit.monthly_rent,
      property: { id: property.id, name: property.name },
    },
  };
}

/** Oak Unit 2 ($1,000) chained 3% then +$50; Elm House ($2,100) +5% in two months. */
export const increaseRows = () => [
  makeIncrease({ id: 'ri-1', unit_id: unit2.id, effective_date: inDays(20), planned_new_rent: 1030 }),
  makeIncrease({
    id: 'ri-2',
    unit_id: unit2.id,
    effective_date: inDays(50),
    planned_new_rent: 1080,
    basis: 'FixedAmount',
    percent: null,
    amount: 50,
  }),
  makeIncrease({ id: 'ri-3', unit_id: house.id, effective_date: inDays(60), planned_new_rent: 2205, percent: 5 }),
];

/** PostgREST filters the list handler honours: effective_date=gte.x / lte.y. */
function inWindow(request: Request, row: { effective_date: string }) {
  return new URL(request.url).searchParams.getAll('effective_date').every((f) => {
    const [op, value] = f.split('.');
    return op === 'gte' ? row.effective_date >= value : op === 'lte' ? row.effective_date <= value : true;
  });
}

const isSchemaCheck = (request: Request) => new URL(request.url).searchParams.get('select') === 'id';

/** A list answer for server.use(); the schema check (select=id) still goes to mocks/schema.ts. */
export const rentIncreasesList = (answer: (request: Request) => Response) =>
  http.get(RENT_INCREASES_URL, ({ request }) => (isSchemaCheck(request) ? undefined : answer(request)));

/** A list answer for server.use() on the view the planner and upcoming screens read. */
export const rentIncreasesWithStatusList = (answer: (request: Request) => Response) =>
  http.get(RENT_INCREASES_WITH_STATUS_URL, ({ request }) => answer(request));

const listAnswer = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const propertyId = params.get('unit.property_id')?.replace(/^eq\./, '');
  const unitId = params.get('unit_id')?.replace(/^eq\./, '');
  const rows = increaseRows().filter(
    (row) =>
      inWindow(request, row) &&
      (!propertyId || row.unit.property.id === propertyId) &&
      (!unitId || row.unit_id === unitId),
  );
  return pagedAnswer(request, rows);
};

/** PostgREST's answer to offset/limit: one page, and with count=exact the total in Content-Range. */
export function pagedAnswer(request: Request, rows: unknown[]) {
  const params = new URL(request.url).searchParams;
  if (!params.has('limit')) return HttpResponse.json(rows);
  const offset = Number(params.get('offset') ?? 0);
  const page = rows.slice(offset, offset + Number(params.get('limit')));
  const range = page.length ? `${offset}-${offset + page.length - 1}` : '*';
  return HttpResponse.json(page, { headers: { 'Content-Range': `${range}/${rows.length}` } });
}

const fixtureUnits = () =>
  propertyRows.flatMap((p) =>
    p.units.map((u) => ({
      id: u.id,
      unit_label: u.unit_label,
      monthly_rent: u.monthly_rent,
      lease_status: u.lease_status,
      lease_end_date: u.lease_end_date,
      property: { id: p.id, name: p.name },
    })),
  );
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** The planner_unit_search function over the fixtures: every word in the property name or unit label. */
export function plannerUnitSearch(args: { p_search?: string; p_limit?: number; p_offset?: number }) {
  const words = (args.p_search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matched = fixtureUnits()
    .filter((u) =>
      words.every((w) => u.property.name.toLowerCase().includes(w) || u.unit_label.toLowerCase().includes(w)),
    )
    .sort((a, b) => byText(a.property.name, b.property.name) || byText(a.unit_label, b.unit_label));
  const offset = args.p_offset ?? 0;
  return matched.slice(offset, offset + (args.p_limit ?? 50)).map((u) => ({
    unit_id: u.id,
    unit_label: u.unit_label,
    property_id: u.property.id,
    property_name: u.property.name,
    total: matched.length,
  }));
}

/** The upcoming_rent_increases function over the fixtures: the window, the screen's order, the step from the chained base. */
export function upcomingRentIncreases(
  args: { p_from: string; p_to: string; p_limit?: number; p_offset?: number },
  rows = increaseRows(),
) {
  const live = rows.filter((r) => r.status === 'Scheduled' || r.status === 'Applied' || r.status === 'Overdue');
  // The view's rule: Scheduled and dated before the landlord's today is Overdue, listed whatever the window's start.
  const withStatus = rows.map((r) => ({
    ...r,
    status: r.status === 'Scheduled' && r.effective_date < inDays(0) ? 'Overdue' : r.status,
  }));
  const windowed = withStatus
    .filter(
      (r) =>
        !r.applied &&
        (r.status === 'Scheduled' || r.status === 'Overdue') &&
        (r.status === 'Overdue' || r.effective_date >= args.p_from) &&
        r.effective_date <= args.p_to,
    )
    .sort(
      (a, b) =>
        byText(a.unit.property.name, b.unit.property.name) ||
        a.effective_date.localeCompare(b.effective_date) ||
        byText(a.unit.unit_label, b.unit.unit_label),
    );
  const offset = args.p_offset ?? 0;
  return windowed.slice(offset, args.p_limit === undefined ? undefined : offset + args.p_limit).map((r) => {
    const earlier = live
      .filter((o) => o.unit_id === r.unit_id && o.effective_date < r.effective_date)
      .sort((a, b) => b.effective_date.localeCompare(a.effective_date));
    const base = earlier.length ? earlier[0].planned_new_rent : (r.unit.monthly_rent ?? 0);
    const amount = r.planned_new_rent - base;
    return {
      id: r.id,
      unit_id: r.unit_id,
      unit_label: r.unit.unit_label,
      property_id: r.unit.property.id,
      property_name: r.unit.property.name,
      effective_date: r.effective_date,
      planned_new_rent: r.planned_new_rent,
      amount,
      increase_percent: r.basis === 'Percent' && r.percent !== null ? r.percent : base > 0 ? (amount / base) * 100 : 0,
      applied: r.applied,
      status: r.status,
      // The database counts up to one past the API's max rows.
      total: Math.min(windowed.length, EXACT_COUNT_LIMIT + 1),
    };
  });
}

/** An answer for server.use() to the upcoming screen's read. */
export const upcomingAnswer = (
  answer: (args: { p_from: string; p_to: string; p_limit?: number; p_offset?: number }) => Response,
) =>
  http.post(rpcUrl('upcoming_rent_increases'), async ({ request }) =>
    answer((await request.json()) as { p_from: string; p_to: string; p_limit?: number; p_offset?: number }),
  );

/**
 * The planner's read of the chosen unit by id. First among all handlers (mocks/handlers.ts): other
 * domains answer reads of units too; this one answers only the planner's select.
 */
export const plannerUnitHandlers = [
  http.get(`${env.supabaseUrl}/rest/v1/units`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (!params.get('select')?.includes('lease_end_date')) return undefined;
    const id = params.get('id')?.replace(/^eq\./, '');
    return HttpResponse.json(fixtureUnits().filter((u) => u.id === id));
  }),
];

export const rentIncreasesHandlers = [
  rentIncreasesList(listAnswer),
  rentIncreasesWithStatusList(listAnswer),
  http.post(rpcUrl('planner_unit_search'), async ({ request }) =>
    HttpResponse.json(plannerUnitSearch((await request.json()) as { p_search?: string })),
  ),
  upcomingAnswer((args) => HttpResponse.json(upcomingRentIncreases(args))),
  http.post(rpcUrl('create_rent_increase'), async ({ request }) => {
    const body = (await request.json()) as {
      p_unit_id: string;
      p_basis: string;
      p_effective_date: string;
      p_percent?: number;
      p_amount?: number;
    };
    const { unit, ...row } = makeIncrease({
      id: 'ri-new',
      unit_id: body.p_unit_id,
      effective_date: body.p_effective_date,
      basis: body.p_basis,
      percent: body.p_percent ?? null,
      amount: body.p_amount ?? null,
      planned_new_rent: 0,
    });
    return HttpResponse.json({ ...row, planned_new_rent: unit.monthly_rent });
  }),
  http.post(rpcUrl('apply_rent_increase'), async ({ request }) => {
    const { p_id } = (await request.json()) as { p_id: string };
    const { unit: _unit, ...row } = increaseRows().find((r) => r.id === p_id) ?? increaseRows()[0];
    return HttpResponse.json({ ...row, status: 'Applied', applied: true, applied_at: stamp });
  }),
  http.post(rpcUrl('undo_rent_increase'), async ({ request }) => {
    const { p_id } = (await request.json()) as { p_id: string };
    const { unit: _unit, ...row } = increaseRows().find((r) => r.id === p_id) ?? increaseRows()[0];
    return HttpResponse.json({ ...row, taken_back_at: stamp });
  }),
  http.post(rpcUrl('cancel_rent_increase'), () => HttpResponse.json({ ...increaseRows()[0], status: 'Cancelled' })),
  http.post(rpcUrl('delete_rent_increase'), () => new HttpResponse(null, { status: 204 })),
];
