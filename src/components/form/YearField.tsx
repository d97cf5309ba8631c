import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

/** The years a books screen offers, latest first: from the landlord's year (or the next one) back, six by default. */
export function recentYears(thisYear: number, { withNext = false, count = 6 } = {}): number[] {
  const first = withNext ? thisYear + 1 : thisYear;
  return Array.from({ length: count }, (_, i) => first - i);
}

type Props = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: number;
  years: number[];
  onChange: (year: number) => void;
};

/** A year picker: a books screen's year (Schedule E, 1099s, profit, owner statements). */
export function YearField({ value, years, onChange, label = 'Year', size = 'small', sx, ...props }: Props) {
  return (
    <TextField
      {...props}
      select
      size={size}
      label={label}
      value={String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 110, ...sx }}
    >
      {years.map((y) => (
        <MenuItem key={y} value={String(y)}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}
