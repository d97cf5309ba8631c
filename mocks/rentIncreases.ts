import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { testUser } from './fixtures';
import { propertyRows } from './properties';

type IncreaseRow = Tables<'scheduled_rent_increases'>;

export const RENT_INCREASES_URL = `${env.supabaseUrl}/rest/v1/scheduled_rent_increases`;
/** The view the planner and upcoming screens read: the table's rows with Overdue computed (issue 19). */
export const RENT_INCREASES_WITH_STATUS_URL = `${env.supabaseUrl}/rest/v1/rent_increases_with_status`;
export const rpcUrl = (name: string) => `${env.supabaseUrl}/rest/v1/rpc/${name}`;

const stamp = '2026-01-15T10:00:00Z';
const [elm, oak] = propertyRows;
const house = elm.units[0];
const unit2 = oak.units.find((u) => u.id === 'u-2')!;
/** Dates relative to today, so the upcoming window holds them whatever day tests run. */
export const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

export function makeIncrease(overrides: Partial<IncreaseRow> & Pick<IncreaseRow, 'id' | 'unit_id' | 'effective_date' | 'planned_new_rent'>) {
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
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
    unit: { id: unit.id, unit_label: unit.unit_label, monthly_rent: unit.monthly_rent, property: { id: property.id, name: property.name } },
  };
}

/** Oak Unit 2 ($1,000) chained 3% then +$50; Elm House ($2,100) +5% in two months. */
export const increaseRows = () => [
  makeIncrease({ id: 'ri-1', unit_id: unit2.id, effective_date: inDays(20), planned_new_rent: 1030 }),
  makeIncrease({ id: 'ri-2', unit_id: unit2.id, effective_date: inDays(50), planned_new_rent: 1080, basis: 'FixedAmount', percent: null, amount: 50 }),
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
export const rentIncreasesWithStatusList = (answer: (request: Request) => Response) => http.get(RENT_INCREASES_WITH_STATUS_URL, ({ request }) => answer(request));

const listAnswer = (request: Request) => {
  const propertyId = new URL(request.url).searchParams.get('unit.property_id')?.replace(/^eq\./, '');
  return HttpResponse.json(increaseRows().filter((row) => inWindow(request, row) && (!propertyId || row.unit.property.id === propertyId)));
};

export const rentIncreasesHandlers = [
  rentIncreasesList(listAnswer),
  rentIncreasesWithStatusList(listAnswer),
  http.post(rpcUrl('create_rent_increase'), async ({ request }) => {
    const body = (await request.json()) as { p_unit_id: string; p_basis: string; p_effective_date: string; p_percent?: number; p_amount?: number };
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
  http.post(rpcUrl('cancel_rent_increase'), () => HttpResponse.json({ ...increaseRows()[0], status: 'Cancelled' })),
  http.post(rpcUrl('delete_rent_increase'), () => new HttpResponse(null, { status: 204 })),
];
