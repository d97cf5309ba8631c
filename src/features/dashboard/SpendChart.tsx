import { BarChart } from '../../components/charts/BarChart';
import { formatCurrency } from '../../utils/format';
import type { WeekSpend } from './dashboardApi';
import { weekLabel } from './dashboardRules';

/** Short ticks on the value axis: $800, $1.2k. */
const spendTick = (v: number) => `$${v >= 1000 ? `${Math.round(v / 100) / 10}k` : v}`;

/** Spend per week, oldest first. Loaded on its own (lazy) so the chart's code stays out of the page's. */
export default function SpendChart({ weeks, height }: { weeks: WeekSpend[]; height: number }) {
  return (
    <BarChart
      height={height}
      bars={weeks.map((w) => ({
        key: w.weekStart,
        label: weekLabel(w.weekStart),
        value: w.spend,
        valueText: formatCurrency(w.spend),
      }))}
      formatTick={spendTick}
    />
  );
}
