import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { testUser } from './fixtures';

type ManagerRow = Tables<'property_managers'>;

export const PROPERTY_MANAGERS_URL = `${env.supabaseUrl}/rest/v1/property_managers`;

const stamp = '2026-01-15T10:00:00Z';

/** Ordered by name, as the list query asks for. */
export const managerRows: ManagerRow[] = [
  {
    id: 'b0000000-0000-4000-8000-000000000002',
    user_id: testUser.id,
    import_id: null,
    name: 'Derek Thompson',
    email: 'derek@piedmontrentals.example',
    phone: '7045550199',
    portal_link: 'https://portal.piedmontrentals.example/login',
    created_at: stamp,
    updated_at: stamp,
  },
  {
    id: 'b0000000-0000-4000-8000-000000000001',
    user_id: testUser.id,
    import_id: null,
    name: 'Maria Delgado',
    email: 'maria.delgado@keystonepm.example',
    phone: '+17045550142',
    portal_link: 'https://keystonepm.example/owner-portal',
    created_at: stamp,
    updated_at: stamp,
  },
  {
    id: 'b0000000-0000-4000-8000-000000000003',
    user_id: testUser.id,
    import_id: null,
    name: 'Sam Whitfield',
    email: null,
    phone: null,
    portal_link: null,
    created_at: stamp,
    updated_at: stamp,
  },
];

/** `.single()` asks for one object; otherwise PostgREST answers with an array. */
const answer = (request: Request, row: ManagerRow, status = 200) =>
  request.headers.get('Accept')?.includes('vnd.pgrst.object')
    ? HttpResponse.json(row, { status })
    : HttpResponse.json([row], { status });

/** The id of `?id=eq.<id>`. */
const idFilter = (request: Request) => new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');

const created = (body: Partial<ManagerRow>): ManagerRow => ({
  id: crypto.randomUUID(),
  user_id: testUser.id,
  import_id: null,
  name: '',
  email: null,
  phone: null,
  portal_link: null,
  created_at: stamp,
  updated_at: stamp,
  ...body,
});

/**
 * A property_managers table in memory, for tests that follow a change through to the list.
 * Call it per test (server.use(...managerTable())) so no test sees another's rows.
 */
export function managerTable(initial: ManagerRow[] = managerRows) {
  let rows = [...initial];
  const byName = () => [...rows].sort((a, b) => a.name.localeCompare(b.name));
  return [
    http.get(PROPERTY_MANAGERS_URL, () => HttpResponse.json(byName())),
    http.post(PROPERTY_MANAGERS_URL, async ({ request }) => {
      const row = created((await request.json()) as Partial<ManagerRow>);
      rows.push(row);
      return answer(request, row, 201);
    }),
    http.patch(PROPERTY_MANAGERS_URL, async ({ request }) => {
      const id = idFilter(request);
      const changes = (await request.json()) as Partial<ManagerRow>;
      rows = rows.map((row) => (row.id === id ? { ...row, ...changes } : row));
      const row = rows.find((r) => r.id === id);
      return row
        ? answer(request, row)
        : HttpResponse.json(
            { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
            { status: 406 },
          );
    }),
    http.delete(PROPERTY_MANAGERS_URL, ({ request }) => {
      rows = rows.filter((row) => row.id !== idFilter(request));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The happy path, stateless: the list is always managerRows; writes echo what was sent. */
export const propertyManagersHandlers = [
  http.get(PROPERTY_MANAGERS_URL, () => HttpResponse.json(managerRows)),
  http.post(PROPERTY_MANAGERS_URL, async ({ request }) =>
    answer(request, created((await request.json()) as Partial<ManagerRow>), 201),
  ),
  http.patch(PROPERTY_MANAGERS_URL, async ({ request }) => {
    const row = managerRows.find((r) => r.id === idFilter(request)) ?? created({});
    return answer(request, { ...row, ...((await request.json()) as Partial<ManagerRow>) });
  }),
  http.delete(PROPERTY_MANAGERS_URL, () => new HttpResponse(null, { status: 204 })),
];
