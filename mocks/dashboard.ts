import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import { addDaysTo, landlordToday } from '../src/utils/landlordToday';
import { settingsRow } from './settings';

const rest = (resource: string) => `${env.supabaseUrl}/rest/v1/${resource}`;
// Days around the landlord's today in the time zone of the mocked settings row, as the dashboard counts them.
const day = (days: number) => addDaysTo(landlordToday(settingsRow.timezone, new Date()), days);
const oak = { id: 'p-oak', name: 'Oakwood Fourplex' };
const elm = { id: 'p-elm', name: 'Elm House' };

/** Seven overdue tasks, so the card shows five of them and the total. */
export const overdueRows = Array.from({ length: 7 }, (_, i) => ({
  id: `t-late-${i + 1}`,
  title: `Overdue job ${i + 1}`,
  due_on: day(-10 + i),
  property: i % 2 ? null : oak,
}));
export const dueSoonRows = [
  { id: 't-soon-1', title: 'Pay water bill', due_on: day(0), property: oak },
  { id: 't-soon-2', title: 'Renew insurance', due_on: day(6), property: elm },
];
export const rentRows = [
  {
    id: 'ri-late',
    effective_date: day(-5),
    planned_new_rent: 1545,
    status: 'Overdue',
    unit: { id: 'u-1', unit_label: 'Unit 1', property: oak },
  },
  {
    id: 'ri-1',
    effective_date: day(20),
    planned_new_rent: 1030,
    status: 'Scheduled',
    unit: { id: 'u-2', unit_label: 'Unit 2', property: oak },
  },
  {
    id: 'ri-3',
    effective_date: day(60),
    planned_new_rent: 2205,
    status: 'Scheduled',
    unit: { id: 'u-house', unit_label: 'House', property: elm },
  },
];
export const completionRows = [
  {
    id: 'a-1',
    task_id: 't-fan',
    task_title: 'Repair exhaust fan',
    completed_on: day(0),
    at: new Date().toISOString(),
    actual_cost: 165,
  },
  {
    id: 'a-2',
    task_id: 't-listing',
    task_title: 'Post vacancy listing',
    completed_on: day(0),
    at: new Date().toISOString(),
    actual_cost: null,
  },
];
/** A water bill that jumped: $131 against the usual $48. */
export const jumpRows = [
  {
    id: 'pay-jump',
    task_id: 't-water',
    task_title: 'Water bill - Oak',
    property_name: 'Oak',
    amount: 131,
    usual: 48,
    ratio: 2.7,
    paid_on: day(-3),
  },
];
/** The stat cards' counts, by what they count. */
export const dashboardCounts = { properties: 2, tasks: 12, vendors: 3, completed: 4 };
/** This week's spend is the last week: $165.00 from two payments. */
export const weeklySpend = (bounds: string[]) =>
  bounds.slice(0, -1).map((week_start, i, weeks) => ({
    week_start,
    spend: i === weeks.length - 1 ? 165 : i * 10,
    payments: i === weeks.length - 1 ? 2 : 1,
  }));

/** PostgREST's answer to a count=exact read: at most `limit` rows and the total in Content-Range. */
export function countedRows(request: Request, rows: unknown[]) {
  const limit = Number(new URL(request.url).searchParams.get('limit') ?? rows.length);
  const page = rows.slice(0, limit);
  return HttpResponse.json(page, {
    headers: { 'Content-Range': `${page.length ? `0-${page.length - 1}` : '*'}/${rows.length}` },
  });
}

const isDashboardList = (request: Request) => new URL(request.url).searchParams.get('limit') === '5';
const dueFilter = (request: Request) => new URL(request.url).searchParams.getAll('due_on').join('&');

/** server.use() overrides, one per card. Other lists of the same tables fall through to their own handlers. */
export const dashboardMocks = {
  count: (answer: (kind: keyof typeof dashboardCounts) => Response) => [
    http.head(rest('properties'), () => answer('properties')),
    http.head(rest('vendors'), () => answer('vendors')),
    http.head(rest('tasks'), () => answer('tasks')),
    http.head(rest('task_completions'), () => answer('completed')),
  ],
  overdue: (answer: (request: Request) => Response | Promise<Response>) =>
    http.get(rest('task_due_dates'), ({ request }) =>
      dueFilter(request).startsWith('lt.') ? answer(request) : undefined,
    ),
  dueSoon: (answer: (request: Request) => Response | Promise<Response>) =>
    http.get(rest('task_due_dates'), ({ request }) =>
      dueFilter(request).startsWith('gte.') ? answer(request) : undefined,
    ),
  rent: (answer: (request: Request) => Response | Promise<Response>) =>
    http.get(rest('rent_increases_with_status'), ({ request }) =>
      isDashboardList(request) ? answer(request) : undefined,
    ),
  completions: (answer: (request: Request) => Response | Promise<Response>) =>
    http.get(rest('task_completions'), ({ request }) => (isDashboardList(request) ? answer(request) : undefined)),
  jumps: (answer: (request: Request) => Response | Promise<Response>) =>
    http.get(rest('payment_jumps'), ({ request }) => (isDashboardList(request) ? answer(request) : undefined)),
  spend: (answer: (bounds: string[]) => Response) =>
    http.post(rest('rpc/weekly_spend'), async ({ request }) =>
      answer(((await request.json()) as { p_bounds: string[] }).p_bounds),
    ),
};

const count = (n: number) => new HttpResponse(null, { headers: { 'Content-Range': `*/${n}` } });

export const dashboardHandlers = [
  ...dashboardMocks.count((kind) => count(dashboardCounts[kind])),
  dashboardMocks.overdue((request) => countedRows(request, overdueRows)),
  dashboardMocks.dueSoon((request) => countedRows(request, dueSoonRows)),
  dashboardMocks.rent((request) => countedRows(request, rentRows)),
  dashboardMocks.completions((request) => countedRows(request, completionRows)),
  dashboardMocks.jumps((request) => countedRows(request, jumpRows)),
  dashboardMocks.spend((bounds) => HttpResponse.json(weeklySpend(bounds))),
];

/** Every card empty: what a landlord who just signed up sees. */
export const emptyDashboard = [
  ...dashboardMocks.count(() => count(0)),
  dashboardMocks.overdue((request) => countedRows(request, [])),
  dashboardMocks.dueSoon((request) => countedRows(request, [])),
  dashboardMocks.rent((request) => countedRows(request, [])),
  dashboardMocks.completions((request) => countedRows(request, [])),
  dashboardMocks.jumps((request) => countedRows(request, [])),
  dashboardMocks.spend((bounds) =>
    HttpResponse.json(bounds.slice(0, -1).map((week_start) => ({ week_start, spend: 0, payments: 0 }))),
  ),
];
