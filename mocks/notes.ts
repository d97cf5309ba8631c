import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { testUser } from './fixtures';
import { propertyRows } from './properties';
import { managerRows } from './propertyManagers';

type NoteRow = Tables<'unit_notes'>;

export const UNIT_NOTES_URL = `${env.supabaseUrl}/rest/v1/unit_notes`;
export const LATEST_NOTES_URL = `${env.supabaseUrl}/rest/v1/unit_latest_notes`;
export const UNITS_URL = `${env.supabaseUrl}/rest/v1/units`;
export const BULK_NOTE_UNITS_URL = `${env.supabaseUrl}/rest/v1/rpc/bulk_note_units`;

const note = (id: string, unit_id: string, body: string, created_at: string, is_resolved = false): NoteRow => ({
  id,
  user_id: testUser.id,
  import_id: null,
  unit_id,
  body,
  is_resolved,
  created_at,
  updated_at: created_at,
});

/**
 * Oakwood Fourplex (Maria Delgado): Unit 1 has three notes, the latest open and on two lines;
 * Unit 2 one resolved note. Elm House (no manager): one open note. Newest first per unit.
 */
export const noteRows = (): NoteRow[] => [
  note('n-1c', 'u-1', 'Leaky faucet\nin the kitchen', '2026-11-10T09:00:00Z'),
  note('n-1b', 'u-1', 'Tenant asked about parking', '2026-10-10T09:00:00Z', true),
  note('n-1a', 'u-1', 'Move-in inspection done', '2026-09-10T09:00:00Z', true),
  note('n-2a', 'u-2', 'Painted the bedroom', '2026-11-05T09:00:00Z', true),
  note('n-ha', 'u-house', 'Gutter loose', '2026-11-02T09:00:00Z'),
];

/** PostgREST's gt/gte/lt/lte filters on one column, as strings compare (uuids compare so too). */
function inKeyRange(request: Request, column: string, value: string) {
  return new URL(request.url).searchParams.getAll(column).every((filter) => {
    const [op, bound] = [filter.slice(0, filter.indexOf('.')), filter.slice(filter.indexOf('.') + 1)];
    return op === 'gt'
      ? value > bound
      : op === 'gte'
        ? value >= bound
        : op === 'lt'
          ? value < bound
          : op === 'lte'
            ? value <= bound
            : true;
  });
}

const eq = (request: Request, key: string) => new URL(request.url).searchParams.get(key)?.replace(/^eq\./, '');
const wantsObject = (request: Request) => request.headers.get('Accept')?.includes('vnd.pgrst.object');
const answer = (request: Request, row: NoteRow, status = 200) =>
  wantsObject(request) ? HttpResponse.json(row, { status }) : HttpResponse.json([row], { status });

function latestOf(rows: NoteRow[]) {
  const byUnit = new Map<string, NoteRow[]>();
  for (const row of [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)))
    byUnit.set(row.unit_id, [...(byUnit.get(row.unit_id) ?? []), row]);
  return [...byUnit.values()].map(([latest, ...rest]) => ({
    ...latest,
    note_id: latest.id,
    note_count: rest.length + 1,
  }));
}

/**
 * Units with their property, as the notes history reads one (`units?select=...property:properties...&id=eq.`).
 * The bulk page's read (`properties?select=...units(...)`) is the properties handler's.
 */
const unitHandler = http.get(UNITS_URL, ({ request }) => {
  // Other screens' unit reads fall through to their own handlers.
  if (!new URL(request.url).searchParams.get('select')?.includes('property:properties')) return undefined;
  const id = eq(request, 'id');
  const rows = propertyRows.flatMap((p) =>
    p.units.map((u) => ({
      id: u.id,
      unit_label: u.unit_label,
      property: { id: p.id, name: p.name, property_manager_id: p.property_manager_id },
    })),
  );
  return HttpResponse.json(id ? rows.filter((u) => u.id === id) : rows);
});

type BulkArgs = {
  p_manager_ids?: string[];
  p_no_manager?: boolean;
  p_property_ids?: string[];
  p_search?: string;
  p_only_unresolved?: boolean;
  p_limit?: number;
  p_offset?: number;
};
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** The bulk_note_units function over the fixtures: filters, the screen's order, a page, exact counts. */
export function bulkNoteUnits(notes: NoteRow[], args: BulkArgs) {
  const latest = new Map(latestOf(notes).map((n) => [n.unit_id, n]));
  const search = args.p_search?.trim().toLowerCase() ?? '';
  const filtered = propertyRows
    .flatMap((p) => p.units.map((u) => ({ u, p, m: managerRows.find((m) => m.id === p.property_manager_id) ?? null })))
    .filter(({ u, p, m }) => {
      if (args.p_manager_ids && !(m ? args.p_manager_ids.includes(m.id) : args.p_no_manager)) return false;
      if (args.p_property_ids && !args.p_property_ids.includes(p.id)) return false;
      if (search && !u.unit_label.toLowerCase().includes(search) && !p.name.toLowerCase().includes(search))
        return false;
      return !(args.p_only_unresolved && latest.get(u.id)?.is_resolved);
    })
    .sort((a, b) =>
      !a.m !== !b.m
        ? a.m
          ? -1
          : 1
        : byText(a.m?.name ?? '', b.m?.name ?? '') ||
          byText(a.p.name, b.p.name) ||
          byText(a.u.unit_label, b.u.unit_label),
    );
  const offset = args.p_offset ?? 0;
  return filtered.slice(offset, offset + (args.p_limit ?? filtered.length)).map(({ u, p, m }) => {
    const note = latest.get(u.id);
    return {
      unit_id: u.id,
      unit_label: u.unit_label,
      property_id: p.id,
      property_name: p.name,
      manager_id: m?.id ?? null,
      manager_name: m?.name ?? null,
      note_id: note?.id ?? null,
      body: note?.body ?? null,
      is_resolved: note?.is_resolved ?? null,
      created_at: note?.created_at ?? null,
      updated_at: note?.updated_at ?? null,
      note_count: note?.note_count ?? 0,
      manager_units: filtered.filter((f) => f.m?.id === m?.id).length,
      total: filtered.length,
    };
  });
}

/**
 * unit_notes and unit_latest_notes in memory. The default handlers answer from the fixtures and
 * echo writes without keeping them; a test that follows a change through to the screen calls
 * server.use(...notesTable()) for a table of its own that keeps them.
 */
export function notesTable(initial: NoteRow[] = noteRows(), { keep = true } = {}) {
  const table = [...initial];
  const rows = () => (keep ? table : initial.map((r) => ({ ...r })));
  let created = 0;
  return [
    http.post(BULK_NOTE_UNITS_URL, async ({ request }) =>
      HttpResponse.json(bulkNoteUnits(rows(), (await request.json()) as BulkArgs)),
    ),
    // The property page: its units, each with the view's row for it embedded (`latest:unit_latest_notes(...)`).
    http.get(UNITS_URL, ({ request }) => {
      if (!new URL(request.url).searchParams.get('select')?.includes('unit_latest_notes')) return undefined;
      const property = propertyRows.find((p) => p.id === eq(request, 'property_id'));
      const latest = latestOf(rows());
      return HttpResponse.json(
        (property?.units ?? []).map((u) => ({
          id: u.id,
          latest: latest
            .filter((n) => n.unit_id === u.id)
            .map((n) => ({ note_id: n.note_id, body: n.body, created_at: n.created_at })),
        })),
      );
    }),
    // The bulk page reads the view by ranges of unit ids (unit_id=gte.a&unit_id=lt.b), side by side.
    http.get(LATEST_NOTES_URL, ({ request }) =>
      HttpResponse.json(latestOf(rows()).filter((row) => inKeyRange(request, 'unit_id', row.unit_id))),
    ),
    http.get(UNIT_NOTES_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const unitId = eq(request, 'unit_id');
      const offset = Number(params.get('offset') ?? 0);
      const limit = params.has('limit') ? Number(params.get('limit')) : Infinity;
      const matching = rows()
        .filter((r) => !unitId || r.unit_id === unitId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return HttpResponse.json(matching.slice(offset, offset + limit));
    }),
    http.post(UNIT_NOTES_URL, async ({ request }) => {
      const body = (await request.json()) as Pick<NoteRow, 'unit_id' | 'body' | 'is_resolved'> & { id?: string };
      // As the primary key does: a note sent again with its client-made id is refused.
      if (body.id && table.some((r) => r.id === body.id)) {
        return HttpResponse.json(
          { message: 'duplicate key value violates unique constraint "unit_notes_pkey"', code: '23505' },
          { status: 409 },
        );
      }
      const row = note(
        body.id ?? `n-new-${++created}`,
        body.unit_id,
        body.body,
        new Date(Date.UTC(2026, 10, 20, 10, ++created)).toISOString(),
        body.is_resolved,
      );
      if (keep) table.push(row);
      return request.headers.get('Prefer')?.includes('return=representation')
        ? answer(request, row, 201)
        : new HttpResponse(null, { status: 201 });
    }),
    http.patch(UNIT_NOTES_URL, async ({ request }) => {
      const row = rows().find((r) => r.id === eq(request, 'id'));
      if (!row)
        return HttpResponse.json(
          { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
          { status: 406 },
        );
      Object.assign(row, (await request.json()) as Partial<NoteRow>, { updated_at: '2026-11-21T08:00:00Z' });
      return answer(request, row);
    }),
  ];
}

export const notesHandlers = [unitHandler, ...notesTable(noteRows(), { keep: false })];
