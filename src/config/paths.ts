/** Every route string of SPEC §2 in one place. */
export const paths = {
  dashboard: '/',
  tasks: '/tasks',
  taskNew: '/tasks/new',
  task: (id: string) => `/tasks/${id}`,
  taskEdit: (id: string) => `/tasks/${id}/edit`,
  expenses: '/expenses',
  /** The expenses grid with filters, e.g. { property: id, year: '2026' }. */
  expensesWhere: (filters: Record<string, string>) => `/expenses?${new URLSearchParams(filters).toString()}`,
  expenseSummary: (year: number | string) => `/expenses/summary?year=${year}`,
  properties: '/properties',
  propertyNew: '/properties/new',
  property: (id: string) => `/properties/${id}`,
  propertyEdit: (id: string) => `/properties/${id}/edit`,
  vendors: '/vendors',
  vendorNew: '/vendors/new',
  vendor: (id: string) => `/vendors/${id}`,
  vendorEdit: (id: string) => `/vendors/${id}/edit`,
  propertyManagers: '/property-managers',
  bulkNotes: '/notes/bulk',
  unitNotes: (unitId: string) => `/notes/unit/${unitId}`,
  calculator: '/property-calculator',
  settings: '/settings',
  rentPlanner: '/rent-planner',
  upcomingIncreases: '/rent/increases/upcoming',
  upcomingIncreasesRange: (range: string) => `/rent/increases/upcoming?range=${range}`,
  resetPassword: '/reset-password',
} as const;

/**
 * The route patterns (React Router's `:param` syntax) the route manifests declare (each feature's
 * routes.ts, and src/app/routes/routes.ts); `paths` above builds the addresses that match them.
 */
export const routePatterns = {
  dashboard: paths.dashboard,
  tasks: paths.tasks,
  taskNew: paths.taskNew,
  task: '/tasks/:id',
  taskEdit: '/tasks/:id/edit',
  expenses: paths.expenses,
  expenseSummary: '/expenses/summary',
  properties: paths.properties,
  propertyNew: paths.propertyNew,
  property: '/properties/:id',
  propertyEdit: '/properties/:id/edit',
  vendors: paths.vendors,
  vendorNew: paths.vendorNew,
  vendor: '/vendors/:id',
  vendorEdit: '/vendors/:id/edit',
  propertyManagers: paths.propertyManagers,
  bulkNotes: paths.bulkNotes,
  unitNotes: '/notes/unit/:unitId',
  calculator: paths.calculator,
  settings: paths.settings,
  rentPlanner: paths.rentPlanner,
  upcomingIncreases: paths.upcomingIncreases,
  resetPassword: paths.resetPassword,
  status: '/status',
  notFound: '*',
} as const;

export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];
