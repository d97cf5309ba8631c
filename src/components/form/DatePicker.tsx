import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker as MuiDatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/**
 * MUI's DatePicker with its date-fns adapter beside it (the same library the rules use), so the
 * pickers' code loads only with the screens that show one, not with the sign-in screen.
 */
export function DatePicker(props: DatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <MuiDatePicker {...props} />
    </LocalizationProvider>
  );
}
