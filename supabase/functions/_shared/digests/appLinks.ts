/**
 * The app routes a digest links to. The Edge Function's bundle cannot import
 * src/config/paths.ts (the Supabase CLI bundles only what lies under
 * supabase/functions), so these mirror it; src/app/digestBundleCopies.test.ts
 * fails when the two differ.
 */
export const appLinks = {
  dashboard: '/',
  tasks: '/tasks',
  task: (id: string) => `/tasks/${id}`,
  property: (id: string) => `/properties/${id}`,
  vendors: '/vendors',
  vendor: (id: string) => `/vendors/${id}`,
  settings: '/settings',
  upcomingIncreasesRange: (range: string) => `/rent/increases/upcoming?range=${range}`,
  rentRoll: '/rent-roll',
  rentRollWhere: (filters: Record<string, string>) => `/rent-roll?${new URLSearchParams(filters).toString()}`,
  tenancy: (id: string) => `/tenancies/${id}`,
  expense1099: (year: number | string) => `/expenses/1099?year=${year}`,
} as const;
