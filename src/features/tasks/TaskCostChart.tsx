import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { format, parseISO } from 'date-fns';
import { formatCurrency } from '../../utils/format';
import type { TaskPayment } from './taskPaymentsApi';

/** What each occurrence cost, oldest first. Loaded on its own (lazy) so the charts library stays out of the page. */
export default function TaskCostChart({ payments, height }: { payments: TaskPayment[]; height: number }) {
  const color = useTheme().palette.primary.main;
  const oldestFirst = [...payments].reverse();
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: oldestFirst.map((p) => format(parseISO(p.occurrence ?? p.paid_on), 'MMM yy')), tickLabelStyle: { fontSize: 10 } }]}
      yAxis={[{ width: 48, valueFormatter: (v: number) => `$${v}` }]}
      series={[{ data: oldestFirst.map((p) => p.amount), label: 'Cost', color, valueFormatter: (v) => formatCurrency(v) }]}
      hideLegend
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      borderRadius={3}
      skipAnimation
    />
  );
}
