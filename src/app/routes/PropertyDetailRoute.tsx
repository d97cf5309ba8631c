import { lazyComponent } from '../../components/lazyComponent';
import { PropertyDetailPage } from '../../features/properties/PropertyDetailPage';

// Drawn in the upcoming increases card, below the first screenful: its code (the box, the apply
// mutation) comes with that card, not before the property's data (issue 22).
const ApplyCheckbox = lazyComponent(() => import('../../features/rent-increases/ApplyCheckbox').then((m) => m.ApplyCheckbox));

// SPEC §8: the property view shows the short 'Failed to apply' inline.
const applyControl = (increaseId: string) => <ApplyCheckbox id={increaseId} applied={false} label="Apply" failureText="Failed to apply" />;

/** /properties/:id: the property page with the rent-increases feature's Apply box on each upcoming increase. */
export function PropertyDetailRoute() {
  return <PropertyDetailPage applyControl={applyControl} />;
}
