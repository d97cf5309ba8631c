import { PropertyDetailPage } from '../../features/properties/PropertyDetailPage';
import { ApplyCheckbox } from '../../features/rent-increases/ApplyCheckbox';

// SPEC §8: the property view shows the short 'Failed to apply' inline.
const applyControl = (increaseId: string) => (
  <ApplyCheckbox id={increaseId} applied={false} label="Apply" failureText="Failed to apply" />
);

/** /properties/:id: the property page with the rent-increases feature's Apply box on each upcoming increase. */
export function PropertyDetailRoute() {
  return <PropertyDetailPage applyControl={applyControl} />;
}
