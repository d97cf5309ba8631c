import { Box, Stack, Typography } from '@mui/material';
import { BarChart, type ChartBar } from '../../components/charts/BarChart';
import { formatCurrency } from '../../utils/format';
import { monthLabel, type ProfitFigures } from './profitRules';

const shortMoney = (v: number) => (Math.abs(v) >= 1000 ? `$${Math.round(v / 100) / 10}k` : `$${Math.round(v)}`);

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/** Twelve months of rent received beside operating expenses. */
export function IncomeChart({ months }: { months: (ProfitFigures & { month: string })[] }) {
  const bars: ChartBar[] = months.map((m) => ({
    key: m.month,
    label: monthLabel(m.month),
    name: 'income',
    value: m.rent_received,
    valueText: formatCurrency(m.rent_received),
    paired: { name: 'expenses', value: m.operating_expenses, valueText: formatCurrency(m.operating_expenses) },
  }));
  return (
    <Box>
      <BarChart bars={bars} height={180} formatTick={shortMoney} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Swatch color="primary.main" label="Income" />
        <Swatch color="warning.main" label="Operating expenses" />
      </Stack>
    </Box>
  );
}
