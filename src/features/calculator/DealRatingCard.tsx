import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { formatPercent, formatWholeCurrency } from './calculatorFormat';
import {
  dealCriteria,
  dealRating,
  maxGreenPrice,
  type CriterionResult,
  type DealRating,
  type TabFigures,
} from './calculatorRules';
import type { CalculatorProperty, DealThresholds } from './types';

export const RATING: Record<DealRating, { label: string; color: 'success' | 'warning' | 'error' }> = {
  green: { label: 'Green', color: 'success' },
  yellow: { label: 'Yellow', color: 'warning' },
  red: { label: 'Red', color: 'error' },
};

function Criterion({ criterion }: { criterion: CriterionResult }) {
  const show = (value: number | null) =>
    criterion.label === 'Cash-on-cash' ? formatPercent(value) : formatWholeCurrency(value);
  const mark = (pass: boolean) => (pass ? 'pass' : 'fail');
  return (
    <Box component="li" aria-label={criterion.label} sx={{ py: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {criterion.label}: {show(criterion.value)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Green (≥ {show(criterion.green.min)}): {mark(criterion.green.pass)} · Yellow (≥ {show(criterion.yellow.min)}):{' '}
        {mark(criterion.yellow.pass)}
      </Typography>
    </Box>
  );
}

/** SPEC §4 deal rating on the projected figures, plus what passes and what price still rates green. */
export function DealRatingCard({
  property,
  projected,
  thresholds,
}: {
  property: CalculatorProperty;
  projected: TabFigures;
  thresholds: DealThresholds;
}) {
  const rating = RATING[dealRating(projected.cashOnCashPct, projected.cashFlow, thresholds)];
  const greenPrice = maxGreenPrice(property, thresholds);
  return (
    <Card component="section" aria-labelledby="deal-rating-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography id="deal-rating-title" variant="h2">
            Deal rating
          </Typography>
          <Chip label={rating.label} color={rating.color} aria-label={`Deal rating ${rating.label}`} />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          On the projected figures
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {dealCriteria(projected.cashOnCashPct, projected.cashFlow, thresholds).map((criterion) => (
            <Criterion key={criterion.label} criterion={criterion} />
          ))}
        </Box>
        <Typography sx={{ mt: 1 }}>
          {greenPrice === null
            ? 'No purchase price rates green with these rents and terms.'
            : `Highest green price: ${formatWholeCurrency(greenPrice)}`}
        </Typography>
      </CardContent>
    </Card>
  );
}
