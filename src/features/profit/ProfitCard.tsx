import { Card, CardContent, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError } from '../../components/feedback/LoadError';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { formatMonth } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { DealMetricsTable } from './DealMetricsTable';
import { IncomeChart } from './IncomeChart';
import { useGetPropertyProfitQuery } from './profitApi';
import { dealChosen, selectChosenDeal } from './profitDealsSlice';
import { cardWindow, propertyProfitView, runningAt, type PurchaseTerms } from './profitRules';
import type { BoughtAsDeal } from './dealChoice';
import { chosenDeal } from './dealChoice';
import { ProfitTable } from './ProfitTable';

export interface ProfitCardProps {
  property: { id: string; name: string } & PurchaseTerms;
  /** The calculator's saved deals with their projected metrics (composed in src/app/routes). */
  deals: BoughtAsDeal[];
}

/**
 * A property's profit from its books: this month and the year to date, twelve months of income
 * against expenses, and the deal metrics of the trailing twelve months beside the projection it
 * was bought as.
 */
export function ProfitCard({ property, deals }: ProfitCardProps) {
  const today = useLandlordToday();
  const window = cardWindow(today);
  const { data, error, refetch } = useGetPropertyProfitQuery({
    propertyId: property.id,
    from: window.from,
    to: window.to,
  });
  const dispatch = useAppDispatch();
  const choice = useAppSelector((state) => selectChosenDeal(state, property.id));
  const deal = chosenDeal(deals, choice, property.name);
  const view = data ? propertyProfitView(data, today) : null;

  return (
    <Card component="section" aria-labelledby="profit-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" id="profit-title">
            Profit
          </Typography>
          <Link component={RouterLink} to={paths.profitYear(yearOf(today))}>
            Portfolio profit
          </Link>
        </Stack>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : !view ? (
          <Typography color="textSecondary">Loading profit…</Typography>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <ProfitTable
              label={`Profit of ${property.name}`}
              columns={[
                { key: 'month', heading: formatMonth(window.thisMonth), figures: view.thisMonth },
                { key: 'ytd', heading: 'Year to date', figures: view.yearToDate },
              ]}
            />
            <IncomeChart months={view.chart} />
            <Typography variant="subtitle2" component="h3">
              The last twelve months against the deal
            </Typography>
            {property.purchase_price ? (
              <>
                {deals.length > 0 && (
                  <TextField
                    select
                    size="small"
                    label="Bought as"
                    value={deal?.id ?? ''}
                    onChange={(e) => dispatch(dealChosen({ propertyId: property.id, dealId: e.target.value }))}
                    // '' (none chosen) shows its option's text rather than an empty box.
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    sx={{ maxWidth: 320 }}
                  >
                    <MenuItem value="">No saved calculation</MenuItem>
                    {deals.map((d) => (
                      <MenuItem key={d.id} value={d.id}>
                        {d.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <DealMetricsTable running={runningAt(view.trailing, property)} bought={deal?.metrics ?? null} />
                {deals.length === 0 && (
                  <Typography variant="body2" color="textSecondary">
                    Save this property in the Property Calculator to see what it was bought as.
                  </Typography>
                )}
              </>
            ) : (
              <Typography variant="body2" color="textSecondary">
                Add the purchase price (Edit Purchase) to see its cap rate, cash-on-cash, DSCR and expense ratio.
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
