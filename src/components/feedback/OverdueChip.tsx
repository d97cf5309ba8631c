import { Chip } from '@mui/material';

/** Something past its date and not done: red and outlined, as the lists' Overdue status. */
export function OverdueChip({ label = 'Overdue' }: { label?: string }) {
  return <Chip size="small" color="error" variant="outlined" label={label} />;
}
