import { PickerPlaceholder } from '../../components/form/PickerPlaceholder';
import { unitOptionLabel, type UnitOption } from './rentIncreaseQueries';

export const UNIT_PLACEHOLDER = 'Type a property or unit';

/**
 * The unit picker follows the planner instead of coming with it. Until it is here this
 * field stands in for it, showing the chosen unit; a landlord who taps it carries on in the
 * picker, its list open.
 */
export function UnitPickerPlaceholder({ value, onFocus }: { value: UnitOption | null; onFocus: () => void }) {
  return (
    <PickerPlaceholder
      fullWidth
      label="Unit"
      placeholder={UNIT_PLACEHOLDER}
      value={value ? unitOptionLabel(value) : ''}
      onFocus={onFocus}
    />
  );
}
