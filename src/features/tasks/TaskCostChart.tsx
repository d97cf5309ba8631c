import { BarChart } from '../../components/charts/BarChart';
import { formatCurrency, formatMonth } from '../../utils/format';
import type { TaskPayment } from './taskPaymentsApi';

/** What each occurrence cost, oldest first. Loaded on its own (lazy) so the chart's code stays out of the page's. */
export default function TaskCostChart({ payments, height }: { payments: TaskPayment[]; height: number }) {
  const oldestFirst = [...payments].reverse();
  return (
    <BarChart
      height={height}
      bars={oldestFirst.map((p) => ({
        key: p.id,
        label: formatMonth(p.occurrence ?? p.paid_on),
        value: p.amount,
        valueText: formatCurrency(p.amount),
      }))}
      formatTick={(v) => `$${v}`}
      axisWidth={48}
      fontSize={10}
      radius={3}
    />
  );
}
