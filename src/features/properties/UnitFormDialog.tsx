import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { MoneyField } from '../../components/form/MoneyField';
import {
  BEDROOMS,
  DEPOSIT_HOLDERS,
  LEASE_STATUSES,
  validateUnit,
  withLeaseStatus,
  type LeaseStatus,
  type UnitErrors,
  type UnitForm,
} from './propertyRules';

interface Props {
  title: string;
  initial: UnitForm;
  saving: boolean;
  error: string | null;
  /** Resolves true once saved. */
  onSave: (form: UnitForm, addAnother: boolean) => Promise<boolean>;
  onClose: () => void;
  /** Offers 'Save and add another': a fourplex's units in one sitting. */
  canAddAnother?: boolean;
}

/** Add or edit a unit; the form survives a failed save. */
export function UnitFormDialog({ title, initial, saving, error, onSave, onClose, canAddAnother = false }: Props) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<UnitErrors>({});
  const [savedLabel, setSavedLabel] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const top = useRef<HTMLHeadingElement>(null);
  const set = <K extends keyof UnitForm>(key: K, value: UnitForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof UnitForm, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value as never)}
      error={!!errors[key]}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  const money = (key: 'monthly_rent' | 'security_deposit_amount', label: string) => (
    <MoneyField label={label} value={form[key]} onChange={(value) => set(key, value)} error={errors[key]} />
  );

  const commit = async (addAnother: boolean) => {
    const found = validateUnit(form);
    setErrors(found);
    if (Object.keys(found).length || !(await onSave(form, addAnother)) || !addAnother) return;
    setSavedLabel(form.unit_label.trim());
    setForm(initial);
    // Back to the top, where the message and the first field are: on a phone the dialog was scrolled to its buttons.
    top.current?.scrollIntoView?.({ block: 'start' });
    firstField.current?.focus({ preventScroll: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void commit(false);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="unit-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="unit-form-title" ref={top}>
          {title}
        </DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : (
            savedLabel && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                Unit {savedLabel} saved. Add the next one.
              </Alert>
            )
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('unit_label', 'Unit label', { required: true, autoFocus: true, inputRef: firstField })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('monthly_rent', 'Monthly rent')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('lease_status', 'Lease status', {
                select: true,
                onChange: (e: { target: { value: string } }) =>
                  setForm((f) => withLeaseStatus(f, e.target.value as LeaseStatus)),
                children: LEASE_STATUSES.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {s.label}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {form.lease_status === 'FixedTerm' &&
                text('lease_end_date', 'Lease end date', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('tenant_name', 'Tenant')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('bedrooms', 'Bedrooms', {
                select: true,
                children: [
                  <MenuItem key="" value="">
                    Not set
                  </MenuItem>,
                  ...BEDROOMS.map((b) => (
                    <MenuItem key={b} value={b}>
                      {b === 'Studio' ? 'Studio' : `${b} bedroom${b === '1' ? '' : 's'}`}
                    </MenuItem>
                  )),
                ],
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{money('security_deposit_amount', 'Security deposit')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('security_deposit_held_by', 'Deposit held by', {
                select: true,
                children: [
                  <MenuItem key="" value="">
                    Unspecified
                  </MenuItem>,
                  ...DEPOSIT_HOLDERS.map((h) => (
                    <MenuItem key={h} value={h}>
                      {h}
                    </MenuItem>
                  )),
                ],
              })}
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.section_8_tenant}
                    onChange={(e) => set('section_8_tenant', e.target.checked)}
                  />
                }
                label="Section 8 tenant"
              />
            </Grid>
            <Grid size={12}>{text('notes', 'Notes', { multiline: true, minRows: 2 })}</Grid>
          </Grid>
        </DialogContent>
        <DialogActions
          sx={{
            px: 3,
            pb: 2,
            gap: 1,
            // On a phone the buttons stack full width, in reading order: the main one last, nearest the thumb.
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            '& > :not(style) ~ :not(style)': { ml: 0 },
          }}
        >
          <Button onClick={onClose} disabled={saving}>
            {savedLabel ? 'Done' : 'Cancel'}
          </Button>
          {canAddAnother && (
            <Button variant="outlined" disabled={saving} onClick={() => void commit(true)}>
              Save and add another
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Unit'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
