import type { DealMetrics } from '../../utils/dealMetrics';

/** A saved calculation a property may have been bought as, with its projected metrics. */
export interface BoughtAsDeal {
  id: string;
  name: string;
  metrics: DealMetrics;
}

/**
 * The landlord's choice for the property ('' for none); with no choice yet, a saved calculation
 * of the same name.
 */
export function chosenDeal(deals: readonly BoughtAsDeal[], choice: string | undefined, propertyName: string) {
  if (choice !== undefined) return deals.find((d) => d.id === choice) ?? null;
  const name = propertyName.trim().toLowerCase();
  return deals.find((d) => d.name.trim().toLowerCase() === name) ?? null;
}
