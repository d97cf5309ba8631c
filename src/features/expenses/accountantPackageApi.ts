import { baseApi } from '../../api/baseApi';
import { supabase } from '../../api/supabase';
import { listTag } from '../../api/tags';
import { readAccountantPackage, type PackageReads } from './accountantPackageQueries';

export const accountantPackageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The year's books for the accountant's package, read when the landlord asks for it. */
    getAccountantPackage: build.query<PackageReads, number>({
      queryFn: (year) => readAccountantPackage(supabase, year),
      // The books read whole: payments, loan payments and statements, depreciation, rent and the properties.
      providesTags: [
        listTag('Payment'),
        listTag('LoanPayment'),
        listTag('LoanStatement'),
        listTag('Depreciation'),
        listTag('Property'),
        listTag('Vendor'),
        listTag('Unit'),
        listTag('Tenancy'),
        listTag('RentLedger'),
        listTag('Document'),
      ],
      // A file made once, not a screen kept in step.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetAccountantPackageQuery } = accountantPackageApi;
