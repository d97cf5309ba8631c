import { Checkbox, FormControlLabel, FormHelperText, Grid, MenuItem, TextField } from '@mui/material';
import { MoneyField } from '../../components/form/MoneyField';
import type { TaskFormOptions } from './tasksApi';
import type { TaskForm, TaskFormPageErrors } from './taskForm';
import type { TaskScope, TaskStatus } from './taskRules';

const SCOPES: TaskScope[] = ['Business', 'Property', 'Unit'];
const STATUSES: TaskStatus[] = ['Open', 'Completed', 'Skipped'];

interface Props {
  form: TaskForm;
  errors: TaskFormPageErrors;
  options: TaskFormOptions;
  /** Status is only changed on an existing task; a new one starts Open. */
  showStatus: boolean;
  onChange: (changes: Partial<TaskForm>) => void;
}

const choices = (items: Array<{ value: string; label: string }>, empty?: string) => [
  ...(empty === undefined
    ? []
    : [
        <MenuItem key="" value="">
          {empty}
        </MenuItem>,
      ]),
  ...items.map((item) => (
    <MenuItem key={item.value} value={item.value}>
      {item.label}
    </MenuItem>
  )),
];

/** Title, where the task applies (SPEC §5 scope rules), vendor, status and estimate. */
export function TaskFormFields({ form, errors, options, showStatus, onChange }: Props) {
  const property = options.properties.find((p) => p.id === form.property_id);
  const needsProperty = form.scope === 'Property' || form.scope === 'Unit';
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          label="Task title"
          required
          autoFocus
          fullWidth
          value={form.title}
          onChange={(e) => onChange({ title: e.target.value })}
          error={!!errors.title}
          helperText={errors.title}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          required
          fullWidth
          label="Scope"
          value={form.scope}
          onChange={(e) => onChange({ scope: e.target.value as TaskScope })}
          error={!!errors.scope}
          helperText={errors.scope}
        >
          {choices(SCOPES.map((s) => ({ value: s, label: s })))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {needsProperty && (
          <TextField
            select
            required
            fullWidth
            label="Property"
            value={property ? form.property_id : ''}
            // A unit belongs to one property, so a new property clears it.
            onChange={(e) => onChange({ property_id: e.target.value, unit_id: '' })}
            error={!!errors.property_id}
            helperText={errors.property_id ?? (options.properties.length ? undefined : 'Add a property first')}
          >
            {choices(options.properties.map((p) => ({ value: p.id, label: p.name })))}
          </TextField>
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {form.scope === 'Unit' && property && (
          <TextField
            select
            required={property.units.length > 0}
            fullWidth
            label="Unit"
            value={property.units.some((u) => u.id === form.unit_id) ? form.unit_id : ''}
            onChange={(e) => onChange({ unit_id: e.target.value })}
            error={!!errors.unit_id}
            helperText={errors.unit_id ?? (property.units.length ? undefined : 'This property has no units')}
            disabled={!property.units.length}
          >
            {choices(
              property.units.map((u) => ({ value: u.id, label: u.unit_label })),
              'No unit',
            )}
          </TextField>
        )}
      </Grid>
      {needsProperty && (
        <Grid size={12}>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.mortgage_payment}
                onChange={(e) => onChange({ mortgage_payment: e.target.checked })}
              />
            }
            label="This is the property's mortgage payment"
          />
          <FormHelperText sx={{ mt: -0.5 }}>
            {form.mortgage_payment
              ? "Each payment is booked split by the property's loan: principal, interest and escrow."
              : 'Completions are booked as an expense.'}
          </FormHelperText>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: showStatus ? 4 : 6 }}>
        <TextField
          select
          fullWidth
          label="Vendor"
          value={options.vendors.some((v) => v.id === form.vendor_id) ? form.vendor_id : ''}
          onChange={(e) => onChange({ vendor_id: e.target.value })}
        >
          {choices(
            options.vendors.map((v) => ({ value: v.id, label: v.name })),
            'No vendor',
          )}
        </TextField>
      </Grid>
      {showStatus && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            label="Status"
            value={form.status}
            onChange={(e) => onChange({ status: e.target.value as TaskStatus })}
          >
            {choices(STATUSES.map((s) => ({ value: s, label: s })))}
          </TextField>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: showStatus ? 4 : 6 }}>
        <MoneyField
          label="Estimated cost"
          value={form.estimated_cost}
          onChange={(estimated_cost) => onChange({ estimated_cost })}
          error={errors.estimated_cost}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Notes"
          value={form.notes}
          onChange={(e) => onChange({ notes: e.target.value })}
        />
      </Grid>
    </Grid>
  );
}
