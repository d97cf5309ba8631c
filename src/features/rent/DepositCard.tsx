import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import type { TenancyLedger } from './types';

/** The deposit after move-out: the deadline to return it until it is settled, then what was kept and returned. */
export function DepositCard({ ledger, onSettle }: { ledger: TenancyLedger; onSettle: () => void }) {
  const { tenancy, settlement } = ledger;
  if (!tenancy.ended_on || !tenancy.deposit_amount) return null;
  if (!settlement)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onSettle}>
            Settle deposit
          </Button>
        }
      >
        {ledger.deposit_return_by
          ? `Return the deposit by ${formatDate(ledger.deposit_return_by)}`
          : 'Return the deposit'}{' '}
        ({formatCurrency(tenancy.deposit_amount)} held).
      </Alert>
    );
  return (
    <Card component="section" aria-label="Deposit settlement" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Deposit settled {formatDate(settlement.settled_on)}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {settlement.deductions.map((d, i) => (
            <li key={i}>
              {d.kind}
              {d.description ? `: ${d.description}` : ''} — {formatCurrency(d.amount)}
            </li>
          ))}
          {settlement.deductions.length === 0 && <li>No deductions</li>}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>Returned: {formatCurrency(settlement.returned_amount)}</Typography>
        <Button
          component={RouterLink}
          to={paths.depositLetter(tenancy.id)}
          startIcon={<PrintOutlinedIcon />}
          sx={{ mt: 1 }}
        >
          Deduction letter
        </Button>
      </CardContent>
    </Card>
  );
}
