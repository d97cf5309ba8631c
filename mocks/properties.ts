import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { testUser } from './fixtures';
import { managerRows } from './propertyManagers';

type UnitRow = Tables<'units'>;
type PropertyRow = Tables<'properties'>;

export const PROPERTIES_URL = `${env.supabaseUrl}/rest/v1/properties`;
export const UNITS_URL = `${env.supabaseUrl}/rest/v1/units`;
export const UNIT_NOTES_URL = `${env.supabaseUrl}/rest/v1/unit_notes`;
export const PROPERTY_CARDS_URL = `${env.supabaseUrl}/rest/v1/rpc/property_cards`;

const stamp = '2026-01-15T10:00:00Z';

export function makeUnit(overrides: Partial<UnitRow> & Pick<UnitRow, 'id' | 'unit_label'>): UnitRow {
  return {
    user_id: testUser.id,
    import_id: null,
    property_id: 'p-oak',
    monthly_rent: 1000,
    lease_status: 'MonthToMonth',
    lease_end_date: null,
    tenant_name: null,
    bedrooms: null,
    section_8_tenant: false,
    security_deposit_amount: null,
    security_deposit_held_by: null,
    notes: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

function makeProperty(overrides: Partial<PropertyRow> & Pick<PropertyRow, 'id' | 'name'>): PropertyRow {
  return {
    user_id: testUser.id,
    import_id: null,
    deposit_return_days: 30,
    address_line1: '1 Main St',
    address_line2: null,
    city: 'Charlotte',
    state: 'NC',
    zip: '28202',
    notes: null,
    property_manager_id: null,
    loan_amount: null,
    loan_number: null,
    lender_name: null,
    lender_website: null,
    loan_interest_rate: null,
    loan_term_months: null,
    loan_first_payment_on: null,
    loan_escrow_taxes: null,
    loan_escrow_insurance: null,
    purchased_on: null,
    purchase_price: null,
    purchase_closing_costs: null,
    land_value: null,
    land_share_percent: null,
    placed_in_service_on: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

/** Two properties, ordered by name: a fourplex with a manager and a house without one. */
export const propertyRows = [
  {
    ...makeProperty({ id: 'p-elm', name: 'Elm House', address_line1: '9 Elm Ct' }),
    units: [
      makeUnit({
        id: 'u-house',
        unit_label: 'House',
        property_id: 'p-elm',
        lease_status: 'Vacant',
        monthly_rent: 2100,
      }),
    ],
    property_manager: null,
    tasks: [],
  },
  {
    ...makeProperty({
      id: 'p-oak',
      name: 'Oakwood Fourplex',
      property_manager_id: managerRows[1].id,
      loan_amount: 250000,
      lender_name: 'First Bank',
    }),
    units: [
      makeUnit({ id: 'u-4', unit_label: 'Unit 4', lease_status: 'Vacant' }),
      makeUnit({
        id: 'u-1',
        unit_label: 'Unit 1',
        lease_status: 'FixedTerm',
        lease_end_date: '2099-01-31',
        tenant_name: 'Ana Ruiz',
      }),
      makeUnit({ id: 'u-2', unit_label: 'Unit 2' }),
      makeUnit({ id: 'u-3', unit_label: 'Unit 3' }),
    ],
    property_manager: managerRows[1],
    tasks: [
      {
        id: 't-1',
        title: 'Fix gutter',
        status: 'Open',
        scope: 'Property',
        due_date: '2099-02-01',
        next_due_date: null,
        estimated_cost: 120,
      },
    ],
  },
];

/** PostgREST answers `id=eq.<id>` with the matching rows. */
const byIdFilter = (request: Request) => new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');

const echo = async (request: Request, extra: object = {}) => {
  const body = (await request.json()) as object;
  return HttpResponse.json(
    { id: 'new-id', user_id: testUser.id, created_at: stamp, updated_at: stamp, ...extra, ...body },
    { status: 201 },
  );
};

type CardsArgs = {
  p_search?: string;
  p_lease_end_from?: string;
  p_lease_end_to?: string;
  p_limit?: number;
  p_offset?: number;
};
type FixtureProperty = (typeof propertyRows)[number];
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** The property_cards function over fixtures: search, lease window, order by name, a page, exact counts. */
export function propertyCards(rows: FixtureProperty[], args: CardsArgs) {
  const search = args.p_search?.trim().toLowerCase() ?? '';
  const inWindow = (u: UnitRow) =>
    !args.p_lease_end_from ||
    (!!u.lease_end_date && u.lease_end_date >= args.p_lease_end_from && u.lease_end_date <= args.p_lease_end_to!);
  const matched = rows
    .filter(
      (p) =>
        !search ||
        [p.name, p.address_line1, p.city, p.state, p.zip, p.property_manager?.name ?? ''].some((t) =>
          t.toLowerCase().includes(search),
        ),
    )
    .map((p) => ({ p, units: p.units.filter(inWindow).sort((a, b) => byText(a.unit_label, b.unit_label)) }))
    .filter(({ units }) => !args.p_lease_end_from || units.length > 0)
    .sort((a, b) => a.p.name.localeCompare(b.p.name));
  const offset = args.p_offset ?? 0;
  return matched.slice(offset, offset + (args.p_limit ?? matched.length)).map(({ p, units }) => ({
    id: p.id,
    name: p.name,
    address_line1: p.address_line1,
    address_line2: p.address_line2,
    city: p.city,
    state: p.state,
    zip: p.zip,
    manager_id: p.property_manager?.id ?? null,
    manager_name: p.property_manager?.name ?? null,
    unit_count: units.length,
    units: units.slice(0, 3).map(({ id, unit_label, monthly_rent, lease_status, lease_end_date }) => ({
      id,
      unit_label,
      monthly_rent,
      lease_status,
      lease_end_date,
    })),
    total: matched.length,
  }));
}

/** `count` properties named 'Property 001'... with two units each, for paging. */
export function manyProperties(count: number): FixtureProperty[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `p-${String(i + 1).padStart(3, '0')}`;
    return {
      ...makeProperty({ id, name: `Property ${String(i + 1).padStart(3, '0')}` }),
      units: [
        makeUnit({ id: `${id}-a`, unit_label: 'A', property_id: id }),
        makeUnit({ id: `${id}-b`, unit_label: 'B', property_id: id }),
      ],
      property_manager: null,
      tasks: [],
    };
  });
}

/** A handler answering property_cards from these properties (the fixtures by default). */
export const propertyCardsHandler = (rows: FixtureProperty[] = propertyRows) =>
  http.post(PROPERTY_CARDS_URL, async ({ request }) =>
    HttpResponse.json(propertyCards(rows, (await request.json()) as CardsArgs)),
  );

export const propertiesHandlers = [
  propertyCardsHandler(),
  http.get(PROPERTIES_URL, ({ request }) => {
    const id = byIdFilter(request);
    return HttpResponse.json(id ? propertyRows.filter((p) => p.id === id) : propertyRows);
  }),
  http.post(PROPERTIES_URL, ({ request }) => echo(request)),
  http.patch(PROPERTIES_URL, async ({ request }) =>
    HttpResponse.json({ ...propertyRows[1], ...((await request.json()) as object) }),
  ),
  http.delete(PROPERTIES_URL, () => new HttpResponse(null, { status: 204 })),
  http.post(UNITS_URL, ({ request }) => echo(request)),
  http.patch(UNITS_URL, async ({ request }) =>
    HttpResponse.json({ ...propertyRows[1].units[1], ...((await request.json()) as object) }),
  ),
  http.delete(UNITS_URL, () => new HttpResponse(null, { status: 204 })),
  http.post(UNIT_NOTES_URL, () => new HttpResponse(null, { status: 201 })),
];
