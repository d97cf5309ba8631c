import {
  buildCreateApi,
  coreModule,
  fakeBaseQuery,
  type EndpointDefinition,
  type Module,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { AppError } from './errors';

/** Tag types every feature may provide or invalidate (STYLE.md: a LIST tag plus one per id; helpers in tags.ts). */
export const TAG_TYPES = [
  'UserSettings',
  'Schema',
  'Property',
  'Unit',
  'PropertyManager',
  'Vendor',
  'VendorAccount',
  'Task',
  'UnitNote',
  'RentIncrease',
  'Dashboard',
  'Payment',
  'LoanPayment',
  'LoanStatement',
  'Depreciation',
  'AccountImport',
  'Tenancy',
  'RentLedger',
  'OwnerDraw',
  'Document',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of every shape are kept side by side
export type AnyEndpointDefinition = EndpointDefinition<any, any, any, any>;
/** Every injected endpoint's definition by name: the tag table test reads their providesTags/invalidatesTags. */
export const endpointDefinitions: Record<string, AnyEndpointDefinition> = {};

const definitionsModuleName = Symbol('endpointDefinitions');
declare module '@reduxjs/toolkit/query' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the module adds nothing to the api's type
  export interface ApiModules<BaseQuery, Definitions, ReducerPath, TagTypes> {
    [definitionsModuleName]: object;
  }
}
const definitionsModule = (): Module<typeof definitionsModuleName> => ({
  name: definitionsModuleName,
  init: () => ({
    injectEndpoint: (name, definition) => {
      endpointDefinitions[name] = definition;
    },
  }),
});

const createApi = buildCreateApi(coreModule(), reactHooksModule(), definitionsModule());

/**
 * The one API slice. Features add endpoints with injectEndpoints; every
 * Supabase call lives in a queryFn and returns { data } or { error: AppError }.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  // SPEC §7: queries do not refetch when the window regains focus.
  refetchOnFocus: false,
  // When the connection returns, a screen that could not read (or read while offline) reads again.
  refetchOnReconnect: true,
  keepUnusedDataFor: 60,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
