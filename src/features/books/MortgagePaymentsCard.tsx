import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { formatCurrency, formatDate } from '../../utils/format';
import { useDeleteLoanPaymentMutation, useGetLoanPaymentsQuery, type LoanPaymentRow } from './booksApi';
import { canSplit, type LoanTerms } from './loanPaymentForm';
import { LoanStatementsList } from './LoanStatementsList';
import { RecordMortgagePaymentDialog } from './RecordMortgagePaymentDialog';

const parts = (p: LoanPaymentRow) =>
  [
    `interest ${formatCurrency(p.interest)}`,
    p.escrow_taxes ? `taxes ${formatCurrency(p.escrow_taxes)}` : null,
    p.escrow_insurance ? `insurance ${formatCurrency(p.escrow_insurance)}` : null,
    `principal ${formatCurrency(p.principal)}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** A property's mortgage payments, each as the database split it, recording the next one, and the lender's 1098s. */
export function MortgagePaymentsCard({ property }: { property: LoanTerms & { id: string; name: string } }) {
  const { data = [], error, refetch } = useGetLoanPaymentsQuery(property.id);
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<LoanPaymentRow | null>(null);
  const [remove, removeState] = useDeleteLoanPaymentMutation();

  return (
    <Card component="section" aria-labelledby="mortgage-payments-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" id="mortgage-payments-title">
            Mortgage payments
          </Typography>
          <Button variant="outlined" size="small" disabled={!canSplit(property)} onClick={() => setRecording(true)}>
            Record mortgage payment
          </Button>
        </Stack>
        {!canSplit(property) && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            Add the loan amount and interest rate under Loan information, and each payment splits itself into interest,
            escrow and principal.
          </Typography>
        )}
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : data.length > 0 ? (
          <List dense aria-label="Mortgage payments">
            {data.map((p) => (
              <ListItem
                key={p.id}
                disableGutters
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete the payment of ${formatDate(p.paid_on)}`}
                    onClick={() => {
                      removeState.reset();
                      setDeleting(p);
                    }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={`${formatDate(p.paid_on)} · ${formatCurrency(p.amount)}`} secondary={parts(p)} />
              </ListItem>
            ))}
          </List>
        ) : (
          canSplit(property) && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              No payments recorded yet.
            </Typography>
          )
        )}
        <LoanStatementsList property={property} />
      </CardContent>
      {recording && <RecordMortgagePaymentDialog property={property} onClose={() => setRecording(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete mortgage payment"
        message={
          deleting
            ? `Delete the payment of ${formatCurrency(deleting.amount)} on ${formatDate(deleting.paid_on)}? Its interest leaves Schedule E.`
            : ''
        }
        busy={removeState.isLoading}
        error={removeState.error ? errorMessage(removeState.error) : null}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove(deleting.id);
          if (!result.error) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
