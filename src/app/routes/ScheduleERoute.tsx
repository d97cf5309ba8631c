import type { ScheduleEReceipts } from '../../features/expenses/ScheduleEEntriesDialog';
import { ScheduleEPage } from '../../features/expenses/ScheduleEPage';
import { PaymentReceipts, ReceiptsCount } from './documentParts';

// Both parts ask for the same payments: the figure's receipts are one read.
const receipts: ScheduleEReceipts = {
  summary: (paymentIds) => <ReceiptsCount standIn={null} paymentIds={paymentIds} />,
  ofPayment: (paymentId, paymentIds, subject) => (
    <PaymentReceipts standIn={null} paymentId={paymentId} paymentIds={paymentIds} subject={subject} />
  ),
};

/** /expenses/summary: Schedule E with each payment's receipts (the documents feature's) in a figure's rows. */
export function ScheduleERoute() {
  return <ScheduleEPage receipts={receipts} />;
}
