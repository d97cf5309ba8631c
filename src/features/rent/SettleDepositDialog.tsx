import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  IconButton,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { MoneyField } from '../../components/form/MoneyField';
import { PHONE } from '../../components/layout/filterPanelRules';
import { formatCurrency } from '../../utils/format';
import { useSettleDepositMutation } from './rentApi';
import { newDeductionRow, parseDeductions, returnedPreview, type DeductionRow } from './settlementForm';
import { DEDUCTION_KINDS, type DeductionKind } from './types';
import { FormDialogActions } from '../../components/form/FormDialogActions';

interface Props {
  tenancyId: string;
  deposit: number;
  onClose: () => void;
}

/** Itemised deductions from the deposit, the rest returned. The database settles it once, and refuses more than the deposit. */
export function SettleDepositDialog({ tenancyId, deposit, onClose }: Props) {
  const today = useLandlordToday();
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const [rows, setRows] = useState<DeductionRow[]>([]);
  const [settledOn, setSettledOn] = useState(today);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [settle, state] = useSettleDepositMutation();
  const returned = returnedPreview(deposit, rows);
  const changeRow = (index: number, changes: Partial<DeductionRow>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...changes } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDeductions(rows);
    setProblem(parsed.error ?? null);
    if (!parsed.deductions) return;
    const result = await settle({ tenancyId, settledOn, deductions: parsed.deductions, notes: notes.trim() || null });
    if (!result.error) onClose();
  };

  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="settle-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="settle-title">Settle deposit</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Deposit held: {formatCurrency(deposit)}</DialogContentText>
          {(problem || state.error) && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem ?? errorMessage(state.error)}
            </Alert>
          )}
          <Box component="ul" aria-label="Deductions" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {rows.map((row, index) => (
              <Grid
                component="li"
                key={index}
                container
                spacing={1}
                sx={{ mb: 1.5, alignItems: 'center' }}
                aria-label={`Deduction ${index + 1}`}
              >
                <Grid size={{ xs: 6, sm: 3 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label="Kind"
                    value={row.kind}
                    onChange={(e) => changeRow(index, { kind: e.target.value as DeductionKind })}
                  >
                    {DEDUCTION_KINDS.map((k) => (
                      <MenuItem key={k} value={k}>
                        {k}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }} sx={{ order: { sm: 3 } }}>
                  <MoneyField
                    size="small"
                    label="Amount"
                    value={row.amount}
                    onChange={(amount) => changeRow(index, { amount })}
                  />
                </Grid>
                <Grid size={{ xs: 10, sm: 5 }} sx={{ order: { sm: 2 } }}>
                  <TextField
                    fullWidth
                    size="small"
                    label="Description"
                    value={row.description}
                    onChange={(e) => changeRow(index, { description: e.target.value })}
                  />
                </Grid>
                <Grid size={{ xs: 2, sm: 1 }} sx={{ order: 4 }}>
                  <IconButton
                    aria-label={`Remove deduction ${index + 1}`}
                    onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Grid>
              </Grid>
            ))}
          </Box>
          <Button startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, newDeductionRow()])} sx={{ mb: 2 }}>
            Add deduction
          </Button>
          <Typography
            role="status"
            aria-label="Returned to the tenant"
            sx={{ mb: 2, fontWeight: 600 }}
            color={returned < 0 ? 'error' : undefined}
          >
            Returned to the tenant: {formatCurrency(returned)}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                type="date"
                label="Settled on"
                value={settledOn}
                onChange={(e) => setSettledOn(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                label="Notes (optional)"
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={state.isLoading} label="Settle deposit" busyLabel="Settling..." />
      </form>
    </Dialog>
  );
}
