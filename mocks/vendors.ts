import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { Tables } from '../src/api/database.types';
import { env } from '../src/config/env';
import { testUser } from './fixtures';
import { propertyRows } from './properties';

type VendorRow = Tables<'vendors'>;
type AccountRow = Tables<'vendor_property_accounts'>;

export const VENDORS_URL = `${env.supabaseUrl}/rest/v1/vendors`;
export const VENDOR_ACCOUNTS_URL = `${env.supabaseUrl}/rest/v1/vendor_property_accounts`;
export const TASKS_URL = `${env.supabaseUrl}/rest/v1/tasks`;
export const PAYMENTS_URL = `${env.supabaseUrl}/rest/v1/payments`;
export const VENDOR_ROWS_URL = `${env.supabaseUrl}/rest/v1/rpc/vendor_rows`;
export const CREATE_VENDOR_URL = `${env.supabaseUrl}/rest/v1/rpc/create_vendor_with_accounts`;

const stamp = '2026-01-15T10:00:00Z';
const oak = propertyRows[1];

function makeVendor(overrides: Partial<VendorRow> & Pick<VendorRow, 'id' | 'name' | 'category'>): VendorRow {
  return {
    user_id: testUser.id,
    import_id: null,
    website_url: null,
    account_number: null,
    payment_method: null,
    notes: null,
    w9_on_file: false,
    tax_id: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<AccountRow> & Pick<AccountRow, 'id' | 'vendor_id' | 'property_id'>) {
  const property = propertyRows.find((p) => p.id === overrides.property_id);
  const row: AccountRow = {
    user_id: testUser.id,
    import_id: null,
    account_number: 'ACC-1',
    notes: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
  return { ...row, property: property ? { id: property.id, name: property.name } : null };
}

/** Water has an account at Oakwood only (so Elm House is offered); Reliable has none. */
export const vendorAccounts = [
  makeAccount({
    id: 'a-oak',
    vendor_id: 'v-water',
    property_id: oak.id,
    account_number: '400-3317-12',
    notes: 'Meter in the basement',
  }),
];

export const vendorRows = [
  {
    ...makeVendor({
      id: 'v-water',
      name: 'City Water',
      category: 'Water',
      account_number: 'CW-100',
      website_url: 'citywater.example',
      payment_method: 'AutoPay',
      w9_on_file: true,
      tax_id: '12-3456789',
    }),
    vendor_property_accounts: vendorAccounts,
    tasks: [
      {
        id: 't-w1',
        title: 'Pay water bill',
        status: 'Completed',
        due_date: '2026-11-01',
        next_due_date: null,
        actual_cost: 120,
      },
      {
        id: 't-w2',
        title: 'Pay next water bill',
        status: 'Open',
        due_date: '2099-12-01',
        next_due_date: null,
        actual_cost: null,
      },
    ],
  },
  {
    ...makeVendor({ id: 'v-reliable', name: 'Reliable Home Services', category: 'Maintenance' }),
    vendor_property_accounts: [],
    tasks: [],
  },
];

/** Payments to the vendor relative to the real clock, so the 30-day default window shows some and not others. */
export function spendingRows(now = Date.now()) {
  const daysAgo = (d: number) => format(new Date(now - d * 86_400_000), 'yyyy-MM-dd');
  return [
    {
      id: 'pay-s1',
      amount: 120.5,
      paid_on: daysAgo(2),
      memo: null,
      task: { id: 't-s1', title: 'Water bill November' },
    },
    { id: 'pay-s2', amount: 99.5, paid_on: daysAgo(20), memo: null, task: { id: 't-s2', title: 'Water bill October' } },
    { id: 'pay-s3', amount: 300, paid_on: daysAgo(80), memo: 'Leak repair deposit', task: null },
  ];
}

/** PostgREST answers `col=eq.<value>` with the matching rows. */
const eqFilter = (request: Request, column: string) =>
  new URL(request.url).searchParams.get(column)?.replace(/^eq\./, '');

const echo = async (request: Request) => {
  const body = (await request.json()) as object;
  return HttpResponse.json(
    { id: 'new-vendor', user_id: testUser.id, created_at: stamp, updated_at: stamp, ...body },
    { status: 201 },
  );
};

type RowsArgs = {
  p_search?: string;
  p_category?: string;
  p_sort?: string;
  p_descending?: boolean;
  p_limit?: number;
  p_offset?: number;
};
type FixtureVendor = Pick<
  VendorRow,
  'id' | 'name' | 'category' | 'account_number' | 'payment_method' | 'website_url'
> & { vendor_property_accounts: ReturnType<typeof makeAccount>[] };

/** The vendor_rows function over fixtures: search, category, the table's order, a page, exact counts. */
export function vendorListRows(vendors: FixtureVendor[], args: RowsArgs) {
  const search = args.p_search?.trim().toLowerCase() ?? '';
  const rows = vendors.map((v) => {
    const accounts = [...v.vendor_property_accounts].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      id: v.id,
      name: v.name,
      category: v.category,
      account_number: v.account_number,
      payment_method: v.payment_method,
      website_url: v.website_url,
      account_count: accounts.length,
      property_ids: accounts.flatMap((a) => (a.property ? [a.property.id] : [])),
      property_names: accounts.flatMap((a) => (a.property ? [a.property.name] : [])),
      searched: [
        v.name,
        v.category,
        v.account_number,
        v.payment_method,
        v.website_url,
        ...accounts.flatMap((a) => [a.account_number, a.property?.name]),
      ],
    };
  });
  type Row = (typeof rows)[number];
  const key = (r: Row): string | number | null =>
    args.p_sort === 'account_count'
      ? r.account_count
      : args.p_sort === 'properties'
        ? r.property_names.join(', ')
        : (r[(args.p_sort ?? 'name') as 'name'] ?? null);
  const matched = rows
    .filter((r) => !args.p_category || r.category === args.p_category)
    .filter((r) => !search || r.searched.some((t) => t?.toLowerCase().includes(search)))
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === y) return a.name.localeCompare(b.name);
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (args.p_descending ? -1 : 1);
    });
  const offset = args.p_offset ?? 0;
  return matched
    .slice(offset, offset + (args.p_limit ?? matched.length))
    .map(({ searched: _searched, ...r }) => ({ ...r, total: matched.length }));
}

/** `count` vendors named 'Vendor 001'..., for paging. */
export const manyVendors = (count: number): FixtureVendor[] =>
  Array.from({ length: count }, (_, i) => ({
    ...makeVendor({
      id: `v-${String(i + 1).padStart(3, '0')}`,
      name: `Vendor ${String(i + 1).padStart(3, '0')}`,
      category: i % 2 ? 'Power' : 'Water',
    }),
    vendor_property_accounts: [],
  }));

/** A handler answering vendor_rows from these vendors (the fixtures by default). */
export const vendorRowsHandler = (vendors: FixtureVendor[] = vendorRows) =>
  http.post(VENDOR_ROWS_URL, async ({ request }) =>
    HttpResponse.json(vendorListRows(vendors, (await request.json()) as RowsArgs)),
  );

export const vendorsHandlers = [
  vendorRowsHandler(),
  http.get(VENDORS_URL, ({ request }) => {
    const id = eqFilter(request, 'id');
    return HttpResponse.json(id ? vendorRows.filter((v) => v.id === id) : vendorRows);
  }),
  http.post(VENDORS_URL, ({ request }) => echo(request)),
  // create_vendor_with_accounts answers the new vendor row.
  http.post(CREATE_VENDOR_URL, async ({ request }) => {
    const { p_vendor } = (await request.json()) as { p_vendor: object };
    return HttpResponse.json({
      id: 'new-vendor',
      user_id: testUser.id,
      created_at: stamp,
      updated_at: stamp,
      ...p_vendor,
    });
  }),
  http.patch(VENDORS_URL, async ({ request }) =>
    HttpResponse.json({ ...vendorRows[0], ...((await request.json()) as object) }),
  ),
  http.delete(VENDORS_URL, () => new HttpResponse(null, { status: 204 })),
  http.get(VENDOR_ACCOUNTS_URL, ({ request }) =>
    HttpResponse.json(vendorAccounts.filter((a) => a.vendor_id === eqFilter(request, 'vendor_id'))),
  ),
  http.post(VENDOR_ACCOUNTS_URL, () => new HttpResponse(null, { status: 201 })),
  http.patch(VENDOR_ACCOUNTS_URL, () => new HttpResponse(null, { status: 204 })),
  http.delete(VENDOR_ACCOUNTS_URL, () => new HttpResponse(null, { status: 204 })),
  http.get(PAYMENTS_URL, ({ request }) => {
    const vendorId = eqFilter(request, 'vendor_id');
    return vendorId === undefined ? undefined : HttpResponse.json(vendorId === 'v-water' ? spendingRows() : []);
  }),
];
