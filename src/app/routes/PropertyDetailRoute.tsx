import { Checkbox, FormControlLabel } from '@mui/material';
import { inPlace } from '../../components/lazyComponent';
import { PropertyDetailPage } from '../../features/properties/PropertyDetailPage';

// Drawn in the upcoming increases card, below the first screenful: its code (the box, the apply
// mutation) comes with that card, not before the property's data. Until it is here,
// or if it cannot arrive, a box that cannot be ticked yet stands in.
const ApplyCheckbox = inPlace(() => import('../../features/rent-increases/ApplyCheckbox').then((m) => m.ApplyCheckbox));
const notYet = <FormControlLabel sx={{ mr: 0 }} control={<Checkbox size="small" disabled />} label="Apply" />;

// SPEC §8: the property view shows the short 'Failed to apply' inline.
const applyControl = (increaseId: string) => (
  <ApplyCheckbox id={increaseId} applied={false} label="Apply" failureText="Failed to apply" standIn={notYet} />
);

/** /properties/:id: the property page with the rent-increases feature's Apply box on each upcoming increase. */
export function PropertyDetailRoute() {
  return <PropertyDetailPage applyControl={applyControl} />;
}
