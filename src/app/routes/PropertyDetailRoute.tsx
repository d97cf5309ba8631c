import { PropertyDetailPage } from '../../features/properties/PropertyDetailPage';
import type { PropertyRentIncrease } from '../../features/properties/propertiesApi';
import { ApplyCheckbox } from '../../features/rent-increases/ApplyCheckbox';

// SPEC §8: the property view shows the short 'Failed to apply' inline.
const applyControl = (increase: PropertyRentIncrease) => (
  <ApplyCheckbox
    id={increase.id}
    applied={false}
    effectiveDate={increase.effective_date}
    newRent={increase.planned_new_rent}
    label="Apply"
    failureText="Failed to apply"
  />
);

/** /properties/:id: the property page with the rent-increases feature's Apply box on each upcoming increase. */
export function PropertyDetailRoute() {
  return <PropertyDetailPage applyControl={applyControl} />;
}
