import { baseApi } from '../../api/baseApi';
import { runQuery, type QueryResult } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, listTag, listTags, todayTag } from '../../api/tags';

/** A document expired or expiring in the next 30 days (not renewed), with what it belongs to: documents_expiring. */
export interface DocumentToRenew {
  id: string;
  name: string;
  kind: string;
  expires_on: string;
  status: 'expired' | 'expiring';
  days_left: number;
  property_id: string | null;
  property_name: string | null;
  unit_id: string | null;
  unit_label: string | null;
  tenancy_id: string | null;
  tenants: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  payment_id: string | null;
}

/** A property's insurance on file: property_insurance decides which policy counts. */
export interface PropertyInsurance {
  state: 'none' | 'expired' | 'current';
  expires_on: string | null;
  document_id: string | null;
  document_name: string | null;
}

/** The card shows the soonest this many, and says how many there are in all. */
export const DOCUMENTS_TO_RENEW_LIMIT = 50;

/** The soonest documents to renew, and how many there are in all. */
export interface DocumentsToRenew {
  rows: DocumentToRenew[];
  total: number;
}

export const documentExpiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** On the landlord's day `today` (yyyy-MM-dd), so the cache follows the day and the labels agree with it. */
    getDocumentsExpiring: build.query<DocumentsToRenew, string>({
      queryFn: async (today) => {
        const result = await runQuery(() =>
          supabase
            .rpc('documents_expiring', { p_on: today }, { count: 'exact' })
            .limit(DOCUMENTS_TO_RENEW_LIMIT)
            .then((answer) => ({
              ...answer,
              // The function's columns, typed as the generated types cannot say (nullable, the status's values).
              data: answer.data
                ? {
                    rows: answer.data as unknown as DocumentToRenew[],
                    total: answer.count ?? answer.data.length,
                  }
                : null,
            })),
        );
        return result as QueryResult<DocumentsToRenew>;
      },
      providesTags: (data) => {
        const rows = data?.rows ?? [];
        return [
          todayTag('Document'),
          ...listTags('Document', rows),
          ...embedTags(
            'Property',
            rows.map((r) => r.property_id),
          ),
          ...embedTags(
            'Unit',
            rows.map((r) => r.unit_id),
          ),
          ...embedTags(
            'Tenancy',
            rows.map((r) => r.tenancy_id),
          ),
          ...embedTags(
            'Vendor',
            rows.map((r) => r.vendor_id),
          ),
          ...embedTags(
            'Payment',
            rows.map((r) => r.payment_id),
          ),
        ];
      },
    }),
    getPropertyInsurance: build.query<PropertyInsurance, string>({
      queryFn: async (propertyId) => {
        const result = await runQuery(() => supabase.rpc('property_insurance', { p_property: propertyId }).single());
        if (result.error) return result;
        return { data: result.data as unknown as PropertyInsurance };
      },
      providesTags: (insurance) => [
        todayTag('Document'),
        listTag('Document'),
        ...embedTags('Document', [insurance?.document_id]),
      ],
    }),
  }),
});

export const { useGetDocumentsExpiringQuery, useGetPropertyInsuranceQuery } = documentExpiryApi;
