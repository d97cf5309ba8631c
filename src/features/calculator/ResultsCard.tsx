import { Box, Button, Card, CardContent, Collapse, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { formatPercent, formatRatio, formatWholeCurrency } from './calculatorFormat';
import type { TabFigures } from './calculatorRules';

type View = 'monthly' | 'annual';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
      <Typography
        sx={{ fontWeight: strong ? 700 : undefined, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The figures of the open tab, monthly or annual; advanced metrics fold away. */
export function ResultsCard({ figures, tabLabel }: { figures: TabFigures; tabLabel: string }) {
  const [view, setView] = useState<View>('monthly');
  const [advanced, setAdvanced] = useState(false);
  const money = (monthly: number) => formatWholeCurrency(view === 'annual' ? monthly * 12 : monthly);
  return (
    <Card component="section" aria-label={`${tabLabel} results`}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="h2">{tabLabel} results</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label="Period"
            onChange={(_e, next: View | null) => next && setView(next)}
          >
            <ToggleButton value="monthly">Monthly</ToggleButton>
            <ToggleButton value="annual">Annual</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Row label="Gross rent" value={money(figures.grossRent)} />
        <Row label="Other income" value={money(figures.otherIncome)} />
        <Row label="Vacancy loss" value={money(-figures.vacancyLoss)} />
        <Row label="Effective gross income" value={money(figures.effectiveGrossIncome)} />
        <Row label="Operating expenses" value={money(-figures.operatingExpenses)} />
        <Row label="Net operating income" value={money(figures.noi)} strong />
        <Row label="Debt service" value={money(-figures.debtService)} />
        <Row label="Cash flow" value={money(figures.cashFlow)} strong />
        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
          <Row label="Cash-on-cash" value={formatPercent(figures.cashOnCashPct)} strong />
          <Row label="Cap rate" value={formatPercent(figures.capRatePct)} />
          <Row label="DSCR" value={formatRatio(figures.dscr)} />
        </Box>
        <Button size="small" onClick={() => setAdvanced(!advanced)} aria-expanded={advanced} sx={{ mt: 1 }}>
          {advanced ? 'Hide Advanced Metrics' : 'Show Advanced Metrics'}
        </Button>
        <Collapse in={advanced}>
          <Box role="region" aria-label="Advanced Metrics">
            <Row label="Expense ratio" value={formatPercent(figures.opexRatioPct)} />
            <Row label="Break-even occupancy" value={formatPercent(figures.breakEvenOccupancyPct)} />
            <Row label="Loan amount" value={formatWholeCurrency(figures.loanAmount)} />
            <Row label="Down payment" value={formatWholeCurrency(figures.downPayment)} />
            <Row label="Closing costs" value={formatWholeCurrency(figures.closingCosts)} />
            <Row label="Cash invested" value={formatWholeCurrency(figures.cashInvested)} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
