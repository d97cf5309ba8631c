import { Grid, MenuItem, TextField } from '@mui/material';
import { MoneyField } from '../../components/form/MoneyField';
import type { PropertyErrors, PropertyForm } from './propertyRules';

interface Props {
  form: PropertyForm;
  errors: PropertyErrors;
  managers: Array<{ id: string; name: string }>;
  onChange: (field: keyof PropertyForm, value: string) => void;
}

const field = (props: Props, name: keyof PropertyForm, label: string, extra: object = {}) => (
  <TextField
    label={label}
    value={props.form[name]}
    onChange={(e) => props.onChange(name, e.target.value)}
    error={!!props.errors[name]}
    helperText={props.errors[name]}
    fullWidth
    {...extra}
  />
);

/** Every property field of SPEC §3, laid out in two columns on wide screens. */
export function PropertyFormFields(props: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>{field(props, 'name', 'Property name', { required: true, autoFocus: true })}</Grid>
      <Grid size={12}>{field(props, 'address_line1', 'Address', { required: true })}</Grid>
      <Grid size={12}>{field(props, 'address_line2', 'Address line 2')}</Grid>
      <Grid size={{ xs: 12, sm: 5 }}>{field(props, 'city', 'City', { required: true })}</Grid>
      <Grid size={{ xs: 6, sm: 3 }}>{field(props, 'state', 'State', { required: true })}</Grid>
      <Grid size={{ xs: 6, sm: 4 }}>{field(props, 'zip', 'ZIP code', { required: true })}</Grid>
      <Grid size={12}>
        {field(props, 'property_manager_id', 'Property manager', {
          select: true,
          helperText: props.managers.length ? undefined : 'Add managers on the Property Managers page',
          children: [
            <MenuItem key="" value="">
              No manager
            </MenuItem>,
            ...props.managers.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
              </MenuItem>
            )),
          ],
        })}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField
          label="Loan amount"
          value={props.form.loan_amount}
          onChange={(value) => props.onChange('loan_amount', value)}
          error={props.errors.loan_amount}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{field(props, 'loan_number', 'Loan number')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{field(props, 'lender_name', 'Lender')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{field(props, 'lender_website', 'Lender website')}</Grid>
      <Grid size={12}>{field(props, 'notes', 'Notes', { multiline: true, minRows: 3 })}</Grid>
    </Grid>
  );
}
