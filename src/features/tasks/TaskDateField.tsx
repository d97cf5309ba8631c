import { DatePicker } from '../../components/form/DatePicker';

interface Props {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  error?: string;
}

/** A full-width date picker that shows its error the way the text fields do. */
export function TaskDateField({ label, value, onChange, error }: Props) {
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={onChange}
      slotProps={{ textField: { fullWidth: true, error: !!error, helperText: error } }}
    />
  );
}
