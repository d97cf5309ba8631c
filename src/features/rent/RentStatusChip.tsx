import { StatusChip } from '../../components/feedback/StatusChip';
import { rentStatusLabel } from './rentRollRules';
import type { RentStatus } from './types';

/** This month's standing as the database judged it; nothing when no rent is charged this month. */
export function RentStatusChip({ status }: { status: RentStatus | null }) {
  return status ? <StatusChip status={rentStatusLabel(status)} /> : null;
}
