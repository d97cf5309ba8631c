import { paths } from './paths';

/**
 * The route patterns (React Router's `:param` syntax) the route manifests declare (each feature's
 * routes.ts, and src/app/routes/routes.ts); `paths` builds the addresses that match them. A module
 * of its own so that it loads with the router, not with the entry, which needs `paths` alone.
 */
export const routePatterns = {
  dashboard: paths.dashboard,
  tasks: paths.tasks,
  taskNew: paths.taskNew,
  task: '/tasks/:id',
  taskEdit: '/tasks/:id/edit',
  expenses: paths.expenses,
  expenseSummary: '/expenses/summary',
  expense1099: '/expenses/1099',
  profit: paths.profit,
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
  rentRoll: paths.rentRoll,
  documents: paths.documents,
  tenancy: '/tenancies/:id',
  depositLetter: '/tenancies/:id/deposit-letter',
  depreciation: '/properties/:id/depreciation',
  ownerStatement: '/properties/:id/statements/:year',
  resetPassword: paths.resetPassword,
  status: paths.status,
  notFound: '*',
} as const;

export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];
