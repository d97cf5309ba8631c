import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCurrency } from '../../utils/format';
import type { WeekSpend } from './dashboardApi';
import { weekLabel } from './dashboardRules';

/** Spend per week, oldest first. Loaded on its own (lazy) so the charts library stays out of the entry. */
export default function SpendChart({ weeks, height }: { weeks: WeekSpend[]; height: number }) {
  const color = useTheme().palette.primary.main;
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: weeks.map((w) => weekLabel(w.weekStart)), tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ width: 56, valueFormatter: (v: number) => `$${v >= 1000 ? `${Math.round(v / 100) / 10}k` : v}` }]}
      series={[{ data: weeks.map((w) => w.spend), label: 'Spend', color, valueFormatter: (v) => formatCurrency(v) }]}
      hideLegend
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      borderRadius={4}
      skipAnimation
    />
  );
}
