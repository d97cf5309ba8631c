import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type Props = Pick<TextFieldProps, 'label' | 'placeholder' | 'size' | 'fullWidth'> & {
  value: string;
  onFocus: () => void;
};

/**
 * Stands in for an Autocomplete while its code (MUI's Autocomplete and Popper.js, 16 KB
 * brotli, 17.6 KB gzip) follows the page: the same size and arrow, read-only, showing what the picker
 * holds. The page carries a landlord who focuses it on into the picker once it is here.
 */
export function PickerPlaceholder({ value, onFocus, ...field }: Props) {
  return (
    <TextField
      {...field}
      value={value}
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
