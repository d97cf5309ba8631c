import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { MoneyField } from '../../components/form/MoneyField';
import { ExternalLink } from '../../components/links/ExternalLink';
import { formatCurrency, formatDate } from '../../utils/format';
import { loanPayment } from '../../utils/loan';
import { useUpdatePropertyMutation, type PropertyDetail } from './propertiesApi';
import { toLoanRow, toPropertyForm, validateLoan } from './propertyRules';
import { errorMessage } from '../../api/errors';

type LoanForm = ReturnType<typeof loanForm>;
const loanForm = (property: PropertyDetail) => {
  const f = toPropertyForm(property);
  return {
    loan_amount: f.loan_amount,
    loan_number: f.loan_number,
    lender_name: f.lender_name,
    lender_website: f.lender_website,
    loan_interest_rate: f.loan_interest_rate,
    loan_term_years: f.loan_term_years,
    loan_first_payment_on: f.loan_first_payment_on,
    loan_escrow_taxes: f.loan_escrow_taxes,
    loan_escrow_insurance: f.loan_escrow_insurance,
  };
};

const LABELS: Record<keyof LoanForm, string> = {
  loan_amount: 'Loan amount',
  loan_number: 'Loan number',
  lender_name: 'Lender',
  lender_website: 'Lender website',
  loan_interest_rate: 'Interest rate (%)',
  loan_term_years: 'Term (years)',
  loan_first_payment_on: 'First payment',
  loan_escrow_taxes: 'Escrow for taxes (monthly)',
  loan_escrow_insurance: 'Escrow for insurance (monthly)',
};
const MONEY_FIELDS = new Set<keyof LoanForm>(['loan_amount', 'loan_escrow_taxes', 'loan_escrow_insurance']);

/** "$1,556.64 principal and interest + $350.00 escrow", from the loan's amount, rate and term. */
function monthlyPayment(property: PropertyDetail): string | null {
  const { loan_amount: amount, loan_interest_rate: rate, loan_term_months: months } = property;
  if (amount === null || rate === null || months === null) return null;
  const escrow = (property.loan_escrow_taxes ?? 0) + (property.loan_escrow_insurance ?? 0);
  const payment = Math.round(loanPayment(amount, rate, months / 12) * 100) / 100;
  return `${formatCurrency(payment)} principal and interest${escrow ? ` + ${formatCurrency(escrow)} escrow` : ''}`;
}

/** SPEC §2: collapsible loan information with inline edit. */
export function LoanInfoCard({ property }: { property: PropertyDetail }) {
  const [editing, setEditing] = useState<LoanForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof validateLoan>>({});
  const [update, { isLoading, error, reset }] = useUpdatePropertyMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const invalid = validateLoan(editing);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) return;
    const result = await update({ id: property.id, changes: toLoanRow(editing) });
    if (!result.error) setEditing(null);
  };

  const startEditing = () => {
    reset();
    setFieldErrors({});
    setEditing(loanForm(property));
  };

  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="loan-info" id="loan-info-header">
        <Typography variant="h3" component="h2">
          Loan information
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="loan-info">
        {editing ? (
          <form onSubmit={save} noValidate>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                Could not save the loan: {errorMessage(error)}
              </Alert>
            )}
            <Grid container spacing={2}>
              {(Object.keys(LABELS) as Array<keyof LoanForm>).map((key) => (
                <Grid key={key} size={{ xs: 12, sm: 6 }}>
                  {MONEY_FIELDS.has(key) ? (
                    <MoneyField
                      label={LABELS[key]}
                      value={editing[key]}
                      onChange={(value) => setEditing({ ...editing, [key]: value })}
                      error={fieldErrors[key]}
                      size="small"
                    />
                  ) : (
                    <TextField
                      label={LABELS[key]}
                      value={editing[key]}
                      onChange={(e) => setEditing({ ...editing, [key]: e.target.value })}
                      error={!!fieldErrors[key]}
                      helperText={fieldErrors[key]}
                      fullWidth
                      size="small"
                      {...(key === 'loan_first_payment_on'
                        ? { type: 'date', slotProps: { inputLabel: { shrink: true } } }
                        : key === 'loan_interest_rate' || key === 'loan_term_years'
                          ? { slotProps: { htmlInput: { inputMode: 'decimal' as const } } }
                          : {})}
                    />
                  )}
                </Grid>
              ))}
            </Grid>
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button onClick={() => setEditing(null)} disabled={isLoading}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isLoading}>
                {isLoading ? 'Saving...' : 'Save Loan'}
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack spacing={1}>
            <Typography>Loan amount: {formatCurrency(property.loan_amount)}</Typography>
            <Typography>Loan number: {property.loan_number ?? '—'}</Typography>
            <Typography>Lender: {property.lender_name ?? '—'}</Typography>
            <Typography>
              Rate and term:{' '}
              {property.loan_interest_rate === null
                ? '—'
                : `${property.loan_interest_rate}%${property.loan_term_months ? `, ${property.loan_term_months / 12} years` : ''}`}
            </Typography>
            <Typography>First payment: {formatDate(property.loan_first_payment_on)}</Typography>
            <Typography>Monthly payment: {monthlyPayment(property) ?? '—'}</Typography>
            <Typography>
              Lender website:{' '}
              {property.lender_website ? (
                <ExternalLink href={property.lender_website}>{property.lender_website}</ExternalLink>
              ) : (
                '—'
              )}
            </Typography>
            <div>
              <Button variant="outlined" size="small" onClick={startEditing} sx={{ mt: 1 }}>
                Edit Loan
              </Button>
            </div>
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
