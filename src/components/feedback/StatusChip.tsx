import { Chip, type ChipProps } from '@mui/material';
import { statusColor } from './statusColors';

/** A status as a chip, in its one colour (statusColors.ts): tasks' and rent increases' lists, cards and detail pages. */
export function StatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  return <Chip size={size} label={status} color={statusColor(status)} variant="outlined" />;
}
