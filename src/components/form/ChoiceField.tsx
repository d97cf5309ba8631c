import { MenuItem, TextField } from '@mui/material';

export type Choice = readonly [value: string, label: string];

interface ChoiceFieldProps {
  label: string;
  value: string;
  /** Every choice, '' (all) included where the field has one. */
  choices: ReadonlyArray<Choice>;
  onChange: (value: string) => void;
}

/** A small outlined select for a filter bar: its label always up, and '' showing its choice's label. */
export function ChoiceField({ label, value, choices, onChange }: ChoiceFieldProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {choices.map(([choice, text]) => (
        <MenuItem key={choice} value={choice}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
