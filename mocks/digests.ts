import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';

export const DIGEST_REQUESTS_URL = `${env.supabaseUrl}/rest/v1/digest_requests`;
const TASKS_URL = `${env.supabaseUrl}/rest/v1/tasks`;
const ACTIVITIES_URL = `${env.supabaseUrl}/rest/v1/activities`;
const PAYMENTS_URL = `${env.supabaseUrl}/rest/v1/payments`;
const JUMPS_URL = `${env.supabaseUrl}/rest/v1/payment_jumps`;
const RENT_INCREASES_URL = `${env.supabaseUrl}/rest/v1/scheduled_rent_increases`;
const DOCUMENTS_EXPIRING_URL = `${env.supabaseUrl}/rest/v1/rpc/documents_expiring`;

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** Rows the digest preview reads, relative to `today` (yyyy-MM-dd math done by the caller). */
export interface PreviewRows {
  tasks?: Array<Record<string, unknown>>;
  spend?: Array<Record<string, unknown>>;
  jumps?: Array<Record<string, unknown>>;
  completions?: Array<Record<string, unknown>>;
  rentIncreases?: Array<Record<string, unknown>>;
  documents?: Array<Record<string, unknown>>;
}

/**
 * The reads of supabase/functions/_shared/digests/digestData.ts, recognised by their filters so that
 * other task and rent-increase handlers still answer everything else. Use with server.use().
 */
export function digestPreviewHandlers(rows: PreviewRows = {}) {
  return [
    http.get(TASKS_URL, ({ request }) => {
      if (param(request, 'due_on')?.startsWith('lte.')) return HttpResponse.json(rows.tasks ?? []);
      return undefined;
    }),
    http.get(PAYMENTS_URL, ({ request }) =>
      param(request, 'paid_on')?.startsWith('gte.') ? HttpResponse.json(rows.spend ?? []) : undefined,
    ),
    http.get(JUMPS_URL, () => HttpResponse.json(rows.jumps ?? [])),
    http.get(ACTIVITIES_URL, ({ request }) =>
      param(request, 'action') === 'eq.Completed' ? HttpResponse.json(rows.completions ?? []) : undefined,
    ),
    http.get(RENT_INCREASES_URL, ({ request }) =>
      param(request, 'applied') === 'eq.false' ? HttpResponse.json(rows.rentIncreases ?? []) : undefined,
    ),
    // The digest names the columns it reads; the dashboard's card reads them all.
    http.post(DOCUMENTS_EXPIRING_URL, ({ request }) =>
      param(request, 'select') ? HttpResponse.json(rows.documents ?? []) : undefined,
    ),
  ];
}

/** Only the request: the preview's reads share URLs with other features, so tests add them with server.use(). */
export const digestsHandlers = [
  http.post(DIGEST_REQUESTS_URL, () => HttpResponse.json({ id: 'req-1' }, { status: 201 })),
];
