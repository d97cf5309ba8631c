import type { PropertyListItem } from './propertiesApi';
import { leaseEndsWithin } from './propertyRules';

/**
 * SPEC §2 lease-end filter: only properties with a unit whose lease ends within
 * the window, each showing just those units; no window shows everything.
 */
export function filterByLeaseEnd(properties: PropertyListItem[], days: number | null, today: Date): PropertyListItem[] {
  if (!days) return properties;
  return properties
    .map((property) => ({ ...property, units: property.units.filter((unit) => leaseEndsWithin(unit, days, today)) }))
    .filter((property) => property.units.length > 0);
}
