import { RENT_STATUSES, type RentRollFilters, type RentStatus } from './types';

export const RENT_ROLL_PAGE_SIZE = 50;
export const NO_RENT_ROLL_FILTERS: RentRollFilters = { search: '', property: null, status: null };

/** The status in the address bar: one word each ('partly-paid'), as the database's status with a hyphen. */
const slugOf = (status: RentStatus) => status.replace(' ', '-');
const STATUS_BY_SLUG = new Map(RENT_STATUSES.map((s) => [slugOf(s), s]));

/** The rent roll's filters from the address bar: ?q=…&property=…&status=…; anything unknown is no filter. */
export function rentRollFiltersFrom(params: URLSearchParams): RentRollFilters {
  return {
    search: params.get('q') ?? '',
    property: params.get('property') || null,
    status: STATUS_BY_SLUG.get(params.get('status') ?? '') ?? null,
  };
}

export function rentRollSearchParams({ search, property, status }: RentRollFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search);
  if (property) params.set('property', property);
  if (status) params.set('status', slugOf(status));
  return params;
}

export const hasRentRollFilters = (f: RentRollFilters) => f.search.trim() !== '' || !!f.property || !!f.status;

/** A status as its chip says it: 'Partly paid'. */
export const rentStatusLabel = (status: RentStatus) => status.charAt(0).toUpperCase() + status.slice(1);
