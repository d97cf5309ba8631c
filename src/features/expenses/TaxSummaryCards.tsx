import { Box } from '@mui/material';
import { ListCard } from '../../components/layout/ListCard';
import { PhoneList } from '../../components/layout/PhoneList';
import { formatCurrency } from '../../utils/format';
import { TAX_LINES, taxLineLabel } from './expenseRules';
import type { SummaryRow, TaxYearSummary } from './summaryRules';

function Lines({ byLine }: { byLine: Record<number, number> }) {
  const paid = TAX_LINES.filter(([line]) => byLine[line]);
  if (paid.length === 0) return 'Nothing paid';
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
      {paid.map(([line]) => (
        <Box key={line} sx={{ display: 'contents' }}>
          <Box component="dt">{taxLineLabel(line)}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {formatCurrency(byLine[line])}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The summary on a phone, where fourteen line columns cannot fit: a card per property with the
 * lines it paid on and its total, the year's totals last. The CSV and print keep the full table.
 */
export function TaxSummaryCards({ summary, year }: { summary: TaxYearSummary; year: number }) {
  const totals: SummaryRow = {
    key: 'total',
    label: `Total for ${year}`,
    byLine: summary.lineTotals,
    total: summary.total,
  };
  return (
    <PhoneList
      label={`Expenses by property and Schedule E line, ${year}`}
      items={[...summary.rows, totals]}
      itemKey={(row) => row.key}
      renderItem={(row) => (
        <ListCard
          title={row.label}
          details={[<Lines key="lines" byLine={row.byLine} />]}
          amount={formatCurrency(row.total)}
        />
      )}
    />
  );
}
