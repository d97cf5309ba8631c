import { Box, Button, Card, CardContent, Grid, InputAdornment, ListSubheader, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DatePicker } from '../../components/form/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useMemo, useState, type FormEvent } from 'react';
import { formatCurrency, formatDate } from '../../utils/format';
import type { PlannerProperty, PlannerUnit, RentIncreaseListItem } from './rentIncreasesApi';
import { defaultEffectiveDate, effectiveDateChoices, previewRent, validateDraft, type RentBasis, type RentIncreaseDraft } from './rentRules';

interface Props {
  properties: PlannerProperty[];
  increases: RentIncreaseListItem[];
  saving: boolean;
  /** Resolves true when saved, so the form can clear its value. */
  onSave: (draft: RentIncreaseDraft) => Promise<boolean>;
}

const EMPTY: RentIncreaseDraft = { unitId: '', basis: 'Percent', value: '', effectiveDate: '' };

/** SPEC §2 planner form: unit (grouped by property), basis, value, effective date, live preview. */
export function PlannerForm({ properties, increases, saving, onSave }: Props) {
  const [draft, setDraft] = useState<RentIncreaseDraft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [now] = useState(() => new Date());
  const units = useMemo(() => new Map<string, PlannerUnit>(properties.flatMap((p) => p.units.map((u) => [u.id, u] as const))), [properties]);
  const unit = units.get(draft.unitId);
  const choices = unit ? effectiveDateChoices(unit, now) : [];
  const unitIncreases = increases.filter((i) => i.unit_id === draft.unitId);
  const preview = unit ? previewRent(unit.monthly_rent, unitIncreases, draft) : null;
  const error = tried ? validateDraft(draft) : null;

  const chooseUnit = (unitId: string) => {
    const next = units.get(unitId);
    setDraft((d) => ({ ...d, unitId, effectiveDate: next ? defaultEffectiveDate(next, now) : '' }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateDraft(draft)) return;
    if (await onSave(draft)) {
      setDraft((d) => ({ ...d, value: '' }));
      setTried(false);
    }
  };

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label="Plan an increase">
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Plan an increase
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField select fullWidth label="Unit" value={draft.unitId} onChange={(e) => chooseUnit(e.target.value)}>
              {properties.flatMap((p) => [
                <ListSubheader key={`h-${p.id}`}>{p.name}</ListSubheader>,
                ...p.units.map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {`${p.name} · ${u.unit_label}`}
                  </MenuItem>
                )),
              ])}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-label="Basis"
              value={draft.basis}
              onChange={(_e, basis: RentBasis | null) => basis && setDraft((d) => ({ ...d, basis }))}
              sx={{ height: 56 }}
            >
              <ToggleButton value="Percent">Percent</ToggleButton>
              <ToggleButton value="FixedAmount">Fixed amount</ToggleButton>
            </ToggleButtonGroup>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label={draft.basis === 'Percent' ? 'Increase (%)' : 'Increase amount'}
              inputMode="decimal"
              value={draft.value}
              onChange={(e) => setDraft((d) => ({ ...d, value: e.target.value }))}
              slotProps={{
                input: draft.basis === 'Percent'
                  ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                  : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {choices.length > 0 ? (
              <TextField select fullWidth label="Effective date" value={draft.effectiveDate} onChange={(e) => setDraft((d) => ({ ...d, effectiveDate: e.target.value }))}>
                {choices.map((date) => (
                  <MenuItem key={date} value={date}>
                    {formatDate(date)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <DatePicker
                label="Effective date"
                value={draft.effectiveDate ? parseISO(draft.effectiveDate) : null}
                onChange={(date) => setDraft((d) => ({ ...d, effectiveDate: date && isValid(date) ? format(date, 'yyyy-MM-dd') : '' }))}
                slotProps={{ textField: { fullWidth: true } }}
              />
            )}
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
          <Box aria-live="polite">
            <Typography variant="body2" color="textSecondary">
              {unit ? `Current rent ${formatCurrency(unit.monthly_rent)}` : 'Choose a unit to see its rent'}
            </Typography>
            <Typography variant="h3" component="p" data-testid="planned-rent">
              Planned new rent: {preview === null ? '—' : formatCurrency(preview)}
            </Typography>
            {error && (
              <Typography variant="body2" color="error" role="alert">
                {error}
              </Typography>
            )}
          </Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Schedule Increase'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
