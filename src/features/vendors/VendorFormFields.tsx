import { Checkbox, FormControlLabel, Grid, MenuItem, TextField } from '@mui/material';
import { VENDOR_CATEGORIES, type VendorForm, type VendorFormErrors, type VendorTextField } from './vendorRules';

interface Props {
  form: VendorForm;
  errors: VendorFormErrors;
  onChange: <K extends keyof VendorForm>(field: K, value: VendorForm[K]) => void;
}

/** The vendor's own fields, shared by the add dialog and the edit page. */
export function VendorFormFields({ form, errors, onChange }: Props) {
  const field = (key: VendorTextField) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
    autoComplete: 'off',
  });
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 7 }}>
        <TextField label="Vendor name" required autoFocus {...field('name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField label="Category" required select {...field('category')}>
          {VENDOR_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          label="Website"
          type="url"
          {...field('website_url')}
          helperText={errors.website_url ?? 'https:// is added if you leave it out'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Default account number" {...field('account_number')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Payment method" {...field('payment_method')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Tax ID (SSN or EIN)"
          {...field('tax_id')}
          helperText={errors.tax_id ?? 'For the 1099: 123-45-6789 or 12-3456789'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Checkbox checked={form.w9_on_file} onChange={(e) => onChange('w9_on_file', e.target.checked)} />}
          label="W-9 on file"
        />
      </Grid>
      <Grid size={12}>
        <TextField label="Notes" multiline minRows={2} {...field('notes')} />
      </Grid>
    </Grid>
  );
}
