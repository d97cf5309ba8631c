import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { formatPercent, formatWholeCurrency } from './calculatorFormat';
import { dealRating, type TabFigures } from './calculatorRules';
import { RATING } from './DealRatingCard';
import type { DealThresholds } from './types';

/** The page's results, which the summary's button scrolls to. */
export const RESULTS_ID = 'calculator-results';

/**
 * On a phone the results sit below every input: this strip keeps the deal rating and the monthly
 * cash flow (both on the projected figures, as the rating is) in sight under the app bar while the
 * landlord types, and leads down to the full results.
 */
export function DealSummaryBar({ projected, thresholds }: { projected: TabFigures; thresholds: DealThresholds }) {
  const rating = RATING[dealRating(projected.cashOnCashPct, projected.cashFlow, thresholds)];
  const figure = (label: string, value: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ lineHeight: 1.2 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper
      component="section"
      aria-label="Deal summary"
      elevation={2}
      sx={{
        position: 'sticky',
        // Under the app bar, which is 56 px tall on a phone held upright and 64 px from the sm breakpoint.
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        mb: 2,
      }}
    >
      <Chip label={rating.label} color={rating.color} size="small" aria-label={`Deal rating ${rating.label}`} />
      {figure('Cash flow / mo', formatWholeCurrency(projected.cashFlow))}
      {figure('Cash-on-cash', formatPercent(projected.cashOnCashPct))}
      <Button
        size="small"
        href={`#${RESULTS_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(RESULTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        sx={{ ml: 'auto', whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        All results
      </Button>
    </Paper>
  );
}
