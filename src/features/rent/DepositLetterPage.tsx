import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import {
  Box,
  Button,
  GlobalStyles,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/layout/BackLink';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { isMissingTenancy, useGetTenancyLedgerQuery } from './rentApi';
import { tenantsText } from './rentFormat';

// Printing shows the letter alone: the shell's navigation and this page's buttons stay on screen.
const PRINT_ONLY_LETTER = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#deposit-letter, #deposit-letter *': { visibility: 'visible' },
        '#deposit-letter': { position: 'absolute', left: 0, top: 0, width: '100%', boxShadow: 'none' },
      },
    }}
  />
);

/** /tenancies/:id/deposit-letter: the itemised statement of the deposit, to print and send. */
export function DepositLetterPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useGetTenancyLedgerQuery(id);
  if (isMissingTenancy(error))
    return <NotFoundCard title="Tenancy not found" backTo={paths.rentRoll} backLabel="Back to the rent roll" />;
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (!data)
    return (
      <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading the letter...
      </Typography>
    );
  const { tenancy, settlement, unit, property } = data;
  if (!settlement)
    return (
      <NotFoundCard
        title="This deposit is not settled yet"
        backTo={paths.tenancy(id)}
        backLabel="Back to the tenancy"
      />
    );
  const kept = settlement.deductions.reduce((sum, d) => sum + Math.round(d.amount * 100), 0) / 100;
  return (
    <>
      {PRINT_ONLY_LETTER}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <BackLink to={paths.tenancy(id)} label="Tenancy" />
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <Paper
        id="deposit-letter"
        component="article"
        aria-label="Deposit deduction letter"
        sx={{ p: { xs: 2, sm: 5 }, maxWidth: 760 }}
      >
        <Typography sx={{ mb: 3 }}>{formatDate(settlement.settled_on)}</Typography>
        <Typography sx={{ mb: 3 }}>
          To: {tenantsText(data.tenant_names)}
          <br />
          Re: {property.name}, unit {unit.unit_label}
        </Typography>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Statement of security deposit
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Your tenancy ended on {formatDate(tenancy.ended_on)}. Of your security deposit of{' '}
          {formatCurrency(tenancy.deposit_amount ?? 0)}, the following amounts were deducted:
        </Typography>
        <Table size="small" aria-label="Deductions" sx={{ mb: 2 }}>
          <TableBody>
            {settlement.deductions.map((d, i) => (
              <TableRow key={i}>
                <TableCell>
                  {d.kind}
                  {d.description ? `: ${d.description}` : ''}
                </TableCell>
                <TableCell align="right">{formatCurrency(d.amount)}</TableCell>
              </TableRow>
            ))}
            {settlement.deductions.length === 0 && (
              <TableRow>
                <TableCell colSpan={2}>No deductions</TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Total deducted</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatCurrency(kept)}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Returned to you</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatCurrency(settlement.returned_amount)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {settlement.notes && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{settlement.notes}</Typography>}
        <Box sx={{ mt: 5 }}>
          <Typography>Sincerely,</Typography>
          <Box sx={{ borderBottom: 1, width: 240, mt: 5 }} />
          <Typography variant="body2" color="textSecondary">
            Landlord
          </Typography>
        </Box>
      </Paper>
    </>
  );
}
