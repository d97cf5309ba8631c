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
import { formatCurrency } from '../../utils/format';
import { useUpdatePropertyMutation, type PropertyDetail } from './propertiesApi';
import { toLoanRow, toPropertyForm, validateLoan } from './propertyRules';
import { errorMessage } from '../../api/errors';

type LoanForm = ReturnType<typeof loanForm>;
const loanForm = (property: PropertyDetail) => {
  const { loan_amount, loan_number, lender_name, lender_website } = toPropertyForm(property);
  return { loan_amount, loan_number, lender_name, lender_website };
};

const LABELS: Record<keyof LoanForm, string> = {
  loan_amount: 'Loan amount',
  loan_number: 'Loan number',
  lender_name: 'Lender',
  lender_website: 'Lender website',
};

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
                  {key === 'loan_amount' ? (
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
