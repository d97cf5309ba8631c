import { baseApi } from '../../api/baseApi';
import { runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTag } from '../../api/tags';

export interface PropertyExpenseLine {
  tax_line: number;
  total: number;
}
export interface PropertyExpenses {
  lines: PropertyExpenseLine[];
  total: number;
}

export const propertyExpensesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One property's payments in a year by Schedule E line, summed by the database.
    getPropertyExpenses: build.query<PropertyExpenses, { propertyId: string; year: number }>({
      queryFn: async ({ propertyId, year }) => {
        const result = await runQuery(
          () => supabase.rpc('tax_year_summary', { p_year: year, p_property_id: propertyId }),
          [],
        );
        if (result.error) return result;
        const own = result.data.filter((c) => !c.is_total && c.property_id === propertyId);
        return {
          data: {
            lines: own
              .flatMap((c) => (c.tax_line === null ? [] : [{ tax_line: c.tax_line, total: Number(c.total) }]))
              .sort((a, b) => a.tax_line - b.tax_line),
            total: Number(own.find((c) => c.tax_line === null)?.total ?? 0),
          },
        };
      },
      // Completing a task writes a payment: it invalidates the Payment LIST.
      providesTags: (_r, _e, { propertyId }) => [listTag('Payment'), idTag('Property', propertyId)],
    }),
  }),
});

export const { useGetPropertyExpensesQuery } = propertyExpensesApi;
