import { Chip } from '@mui/material';
import { statusColor } from './statusColors';

/** Something past its date and not done, in the Overdue status's one colour (statusColors.ts). */
export function OverdueChip({ label = 'Overdue' }: { label?: string }) {
  return <Chip size="small" color={statusColor('Overdue')} variant="outlined" label={label} />;
}
