import { Box, Button, Card, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { paths } from '../../config/paths';
import { formatCurrency, formatMonth } from '../../utils/format';
import { suggestedPayment } from './paymentForm';
import { RecordPaymentDialog, type PaymentFor } from './RecordPaymentDialog';
import { useGetRentThisMonthQuery } from './rentApi';
import { tenantsText } from './rentFormat';
import type { UnpaidRent } from './types';

/** Who has not paid, most owed first: the card shows this many. */
const UNPAID_SHOWN = 5;

const who = (row: UnpaidRent) => `${tenantsText(row.tenants)} · ${row.unit_label} · ${row.property_name}`;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} aria-label={label}>
        {formatCurrency(value)}
      </Typography>
    </Box>
  );
}

/** The dashboard's "Rent this month": expected, received, outstanding, and who has not paid, each a tap from Record payment. */
export function RentThisMonthCard() {
  const { data, error, isLoading, refetch } = useGetRentThisMonthQuery(UNPAID_SHOWN);
  const [paying, setPaying] = useState<PaymentFor | null>(null);
  return (
    <Card component="section" aria-labelledby="rent-this-month" sx={{ height: '100%', p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="rent-this-month" variant="h3" component="h2">
          Rent this month{data ? ` · ${formatMonth(data.month)}` : ''}
        </Typography>
        <Link component={RouterLink} to={paths.rentRoll} variant="body2">
          Rent Roll
        </Link>
      </Stack>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading || !data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Stack direction="row" sx={{ gap: 3, mb: 1.5, flexWrap: 'wrap' }}>
            <Figure label="Expected" value={data.expected} />
            <Figure label="Received" value={data.received} />
            <Figure label="Outstanding" value={data.outstanding} />
          </Stack>
          {data.unpaid.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {data.expected > 0 ? 'Everyone has paid.' : 'No rent is charged this month yet.'}
            </Typography>
          ) : (
            <Box component="ul" aria-label="Not paid yet" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {data.unpaid.map((row) => (
                <Box
                  component="li"
                  key={row.tenancy_id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Link
                      component={RouterLink}
                      to={paths.tenancy(row.tenancy_id)}
                      variant="body2"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {who(row)}
                    </Link>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <Typography variant="body2" color="textSecondary">
                        {formatCurrency(row.month_open)} open
                        {row.balance > row.month_open ? ` · owes ${formatCurrency(row.balance)}` : ''}
                      </Typography>
                      {row.late && <Chip size="small" color="error" variant="outlined" label="Late" />}
                    </Stack>
                  </Box>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Record payment: ${who(row)}`}
                    onClick={() =>
                      setPaying({ tenancyId: row.tenancy_id, who: who(row), amount: suggestedPayment(row) })
                    }
                  >
                    Record payment
                  </Button>
                </Box>
              ))}
            </Box>
          )}
          {data.unpaid_count > data.unpaid.length && (
            <Link component={RouterLink} to={paths.rentRoll} variant="body2">
              {data.unpaid_count - data.unpaid.length} more not paid
            </Link>
          )}
        </>
      )}
      {paying && <RecordPaymentDialog payment={paying} onClose={() => setPaying(null)} />}
    </Card>
  );
}
