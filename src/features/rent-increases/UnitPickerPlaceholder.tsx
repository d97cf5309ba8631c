import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputAdornment, TextField } from '@mui/material';
import { unitOptionLabel, type UnitOption } from './rentIncreaseQueries';

export const UNIT_PLACEHOLDER = 'Type a property or unit';

/**
 * Issue 22: the unit picker (MUI's Autocomplete and Popper.js, 17 KB brotli) follows the planner
 * instead of coming with it. Until it is here this field stands in for it, the same size, showing
 * the chosen unit; a landlord who taps it carries on in the picker, its list open.
 */
export function UnitPickerPlaceholder({ value, onFocus }: { value: UnitOption | null; onFocus: () => void }) {
  return (
    <TextField
      fullWidth
      label="Unit"
      placeholder={UNIT_PLACEHOLDER}
      value={value ? unitOptionLabel(value) : ''}
      onFocus={onFocus}
      slotProps={{
        input: {
          readOnly: true,
          // Where the picker's own arrow sits.
          endAdornment: (
            <InputAdornment position="end" sx={{ mr: '-5px' }}>
              <ArrowDropDownIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
