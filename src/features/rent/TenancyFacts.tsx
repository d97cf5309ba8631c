import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { formatCurrency, formatDate } from '../../utils/format';
import { balanceText, dueDayText, lateFeeRuleText, leaseText } from './rentFormat';
import { RentStatusChip } from './RentStatusChip';
import type { TenancyLedger } from './types';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

/** The tenancy's terms and where it stands, as the database answered them. */
export function TenancyFacts({ ledger }: { ledger: TenancyLedger }) {
  const { tenancy, standing } = ledger;
  const contacts = tenancy.tenants.map((t) => [t.name, t.email, t.phone].filter(Boolean).join(' · ')).filter(Boolean);
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Lease" value={leaseText(tenancy)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact
                  label="Rent now"
                  value={`${ledger.rent_now === null ? 'Not set' : `${formatCurrency(ledger.rent_now)}/mo`}, due ${dueDayText(tenancy.rent_due_day)}`}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact
                  label="Late fee"
                  value={lateFeeRuleText(tenancy.late_fee_kind, tenancy.late_fee_value, tenancy.grace_days)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact
                  label="Deposit"
                  value={
                    tenancy.deposit_amount
                      ? `${formatCurrency(tenancy.deposit_amount)}${tenancy.deposit_held_by ? `, held by ${tenancy.deposit_held_by}` : ''}`
                      : 'None'
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Fact label="Rent tracked from" value={formatDate(tenancy.rent_tracked_from)} />
              </Grid>
              {contacts.length > 0 && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Fact label={contacts.length === 1 ? 'Tenant' : 'Tenants'} value={contacts.join('; ')} />
                </Grid>
              )}
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: '100%' }} component="section" aria-label="Standing">
          <CardContent>
            <Typography variant="body2" color="textSecondary">
              Balance
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="h2" component="p" aria-label="Balance">
                {balanceText(standing.balance)}
              </Typography>
              <RentStatusChip status={standing.status} />
            </Stack>
            {standing.month_rent !== null && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                This month: {formatCurrency(standing.month_rent)} rent, {formatCurrency(standing.month_open ?? 0)} open
              </Typography>
            )}
            {standing.late_since && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                {formatCurrency(standing.late_open)} late since {formatDate(standing.late_since)}
              </Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
