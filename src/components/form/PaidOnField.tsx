import { TextField } from '@mui/material';

/** "Paid on": the day money was paid or received, no later than the landlord's today. */
export function PaidOnField({
  value,
  onChange,
  error,
  today,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  today: string;
}) {
  return (
    <TextField
      fullWidth
      label="Paid on"
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
    />
  );
}
