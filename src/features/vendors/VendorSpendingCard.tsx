import {
  Box,
  Card,
  CardContent,
  Grid,
  Link,
  List,
  ListItem,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { useGetVendorSpendingQuery } from './vendorsApi';
import { paymentTitle, SPENDING_WINDOWS, spendingQuery, spendingSummary, type SpendingWindow } from './vendorRules';
import { selectSpendingWindow, spendingWindowChosen } from './vendorViewSlice';

/** SPEC §9 spending summary from the ledger: total, count, average and the 3 most recent, in a chosen window. */
export function VendorSpendingCard({ vendorId, today }: { vendorId: string; today: string }) {
  const { data: payments = [], error, isLoading, refetch } = useGetVendorSpendingQuery(spendingQuery(vendorId, today));
  const days = useAppSelector(selectSpendingWindow);
  const dispatch = useAppDispatch();
  const summary = spendingSummary(payments, days, today);

  return (
    <Card component="section" aria-labelledby="vendor-spending-title">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: 2,
          }}
        >
          <Typography id="vendor-spending-title" variant="h3" component="h2">
            Spending
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_e, next: SpendingWindow | null) => next && dispatch(spendingWindowChosen(next))}
            aria-label="Spending window"
            sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
          >
            {SPENDING_WINDOWS.map((d) => (
              <ToggleButton key={d} value={d} aria-label={`Last ${d} days`}>
                {d} days
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : isLoading ? (
          <Typography color="textSecondary">Loading...</Typography>
        ) : (
          <>
            <Grid container spacing={2} sx={{ mb: 2 }} aria-label={`Spending in the last ${days} days`} role="group">
              {[
                ['Total', formatCurrency(summary.total)],
                ['Payments', String(summary.count)],
                ['Average', summary.count ? formatCurrency(summary.average) : '—'],
              ].map(([label, value]) => (
                <Grid key={label} size={4}>
                  <Typography variant="body2" color="textSecondary">
                    {label}
                  </Typography>
                  <Typography variant="h3" component="p">
                    {value}
                  </Typography>
                </Grid>
              ))}
            </Grid>
            {summary.count === 0 ? (
              <Typography variant="body2" color="textSecondary">
                No payments in the last {days} days.
              </Typography>
            ) : (
              <List dense disablePadding aria-label="Most recent costs">
                {summary.recent.map((payment) => (
                  <ListItem key={payment.id} disableGutters divider sx={{ justifyContent: 'space-between', gap: 2 }}>
                    <Box sx={{ minWidth: 0 }}>
                      {payment.task ? (
                        <Link component={RouterLink} to={paths.task(payment.task.id)} variant="body2">
                          {paymentTitle(payment)}
                        </Link>
                      ) : (
                        <Typography variant="body2">{paymentTitle(payment)}</Typography>
                      )}
                      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                        {formatDate(payment.paid_on)}
                      </Typography>
                    </Box>
                    <Typography variant="body2">{formatCurrency(payment.amount)}</Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
