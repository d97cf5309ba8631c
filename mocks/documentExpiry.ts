import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import { addDaysTo } from '../src/utils/landlordToday';

const REST = `${env.supabaseUrl}/rest/v1`;
export const DOCUMENTS_EXPIRING_URL = `${REST}/rpc/documents_expiring`;
export const PROPERTY_INSURANCE_URL = `${REST}/rpc/property_insurance`;

const row = (fields: Record<string, unknown>) => ({
  kind: 'Other',
  property_id: null,
  property_name: null,
  unit_id: null,
  unit_label: null,
  tenancy_id: null,
  tenants: null,
  vendor_id: null,
  vendor_name: null,
  payment_id: null,
  ...fields,
});

/** What documents_expiring answers on the day `on` (its p_on): a lease expired, a policy in 12 days, a W-9 in 20. */
export function documentsExpiringOn(on: string) {
  return [
    row({
      id: 'doc-lease',
      name: 'Lease, Unit 101',
      kind: 'Lease',
      expires_on: addDaysTo(on, -3),
      status: 'expired',
      days_left: -3,
      tenancy_id: 'ten-1',
      tenants: 'Tasha Green',
      unit_id: 'u-101',
      unit_label: 'Unit 101',
      property_id: 'p-oak',
      property_name: 'Oakwood Fourplex',
    }),
    row({
      id: 'doc-policy',
      name: 'Insurance policy, Oakwood Fourplex',
      kind: 'Insurance policy',
      expires_on: addDaysTo(on, 12),
      status: 'expiring',
      days_left: 12,
      property_id: 'p-oak',
      property_name: 'Oakwood Fourplex',
    }),
    row({
      id: 'doc-w9',
      name: 'W-9, Ace Plumbing',
      kind: 'W-9',
      expires_on: addDaysTo(on, 20),
      status: 'expiring',
      days_left: 20,
      vendor_id: 'v-ace',
      vendor_name: 'Ace Plumbing',
    }),
  ];
}

export const documentExpiryHandlers = [
  http.post(DOCUMENTS_EXPIRING_URL, async ({ request }) => {
    const { p_on: on } = (await request.json()) as { p_on?: string };
    const rows = on ? documentsExpiringOn(on) : [];
    // PostgREST's count (Prefer: count=exact) comes in Content-Range.
    return HttpResponse.json(rows, { headers: { 'Content-Range': `0-${rows.length - 1}/${rows.length}` } });
  }),
  // A policy on file that runs another year.
  http.post(PROPERTY_INSURANCE_URL, () =>
    HttpResponse.json({
      state: 'current',
      expires_on: '2099-10-03',
      document_id: 'doc-policy',
      document_name: 'Insurance policy',
    }),
  ),
];
