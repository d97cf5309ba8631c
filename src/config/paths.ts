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
  /** The year's payments per vendor against the 1099 threshold. */
  expense1099: (year: number | string) => `/expenses/1099?year=${year}`,
  profit: '/profit',
  profitYear: (year: number | string) => `/profit?year=${year}`,
  properties: '/properties',
  propertyNew: '/properties/new',
  property: (id: string) => `/properties/${id}`,
  depreciation: (propertyId: string) => `/properties/${propertyId}/depreciation`,
  /** A property's owner statements of a year, to print: every month, or one. */
  ownerStatement: (propertyId: string, year: number, month?: number) =>
    `/properties/${propertyId}/statements/${year}${month ? `?month=${month}` : ''}`,
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
  rentRoll: '/rent-roll',
  documents: '/documents',
  /** The rent roll with filters, e.g. { status: 'late' }. */
  rentRollWhere: (filters: Record<string, string>) => `/rent-roll?${new URLSearchParams(filters).toString()}`,
  tenancy: (id: string) => `/tenancies/${id}`,
  depositLetter: (id: string) => `/tenancies/${id}/deposit-letter`,
  resetPassword: '/reset-password',
  status: '/status',
} as const;
