import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  InputAdornment,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { MoneyField } from '../../components/form/MoneyField';
import { inPlace } from '../../components/lazyComponent';
import { formatCurrency, formatDate } from '../../utils/format';
import type { PlannerUnitDetail, UnitOption } from './rentIncreaseQueries';
import { UnitPickerPlaceholder } from './UnitPickerPlaceholder';
import { roundingNote } from './applyRules';
import {
  chainedBase,
  defaultEffectiveDate,
  effectiveDateChoices,
  draftValue,
  previewRent,
  validateDraft,
  type RentBasis,
  type RentIncreaseDraft,
} from './rentRules';

interface Props {
  /** The unit chosen in the picker, and its rent, lease and increases once read by id. */
  unitOption: UnitOption | null;
  onUnitChange: (unit: UnitOption | null) => void;
  unit: PlannerUnitDetail | undefined;
  saving: boolean;
  /** Resolves true when saved, so the form can clear its value. */
  onSave: (draft: RentIncreaseDraft) => Promise<boolean>;
}

/**
 * The date picker's code (57 KB gzip) loads when a unit without fixed-term choices
 * needs it, not with the planner: it starts downloading as soon as any unit is chosen. If it cannot
 * arrive, the browser's own date field takes its place.
 */
const DatePicker = inPlace(() => import('../../components/form/DatePicker').then((m) => m.DatePicker));
/** The unit picker's code (18 KB gzip) starts as the form renders, not with the planner (UnitPickerPlaceholder). */
const UnitPicker = inPlace(() => import('./UnitPicker').then((m) => m.UnitPicker));

/** Said when the date picker's code cannot arrive and the plain date field stands in. */
export const DATE_PICKER_FAILED =
  'The date picker could not load: enter the date in the plain date field. Nothing you typed is lost.';

/** effectiveDate null: none picked yet, the unit's default applies; '' is a date being typed. */
type Fields = Omit<RentIncreaseDraft, 'unitId' | 'effectiveDate'> & {
  effectiveDate: string | null;
};
const EMPTY: Fields = { basis: 'Percent', value: '', effectiveDate: null };

/** SPEC §2 planner form: unit (searched, grouped by property), basis, value, effective date, live preview. */
export function PlannerForm({ unitOption, onUnitChange, unit, saving, onSave }: Props) {
  const [fields, setDraft] = useState<Fields>(EMPTY);
  const [tried, setTried] = useState(false);
  const today = useLandlordToday();
  const [focusedEarly, setFocusedEarly] = useState(false);
  // Until a date is picked, the chosen unit's default (SPEC §9), known once the unit is read.
  const shown = unit?.id === unitOption?.id ? unit : undefined;
  const effectiveDate = fields.effectiveDate ?? (shown ? defaultEffectiveDate(shown, today) : '');
  const draft: RentIncreaseDraft = {
    ...fields,
    unitId: unitOption?.id ?? '',
    effectiveDate,
  };
  const choices = shown ? effectiveDateChoices(shown, today) : [];
  const preview = shown ? previewRent(shown.monthly_rent, shown.increases, draft) : null;
  const rounding =
    shown && preview !== null
      ? roundingNote(chainedBase(shown.monthly_rent, shown.increases, effectiveDate), draft.basis, Number(draft.value))
      : null;
  const error = tried ? validateDraft(draft) : null;

  const setEffectiveDate = (effectiveDate: string) => setDraft((d) => ({ ...d, effectiveDate }));
  const chooseUnit = (next: UnitOption | null) => {
    if (next) DatePicker.preload().catch(() => undefined);
    onUnitChange(next);
    setDraft((d) => ({ ...d, effectiveDate: null }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validateDraft(draft)) return;
    // The amount as the database takes it: "$1,050" typed is 1050 sent.
    if (await onSave({ ...draft, value: String(draftValue(draft)) })) {
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
            <UnitPicker
              value={unitOption}
              onChange={chooseUnit}
              carryFocus={focusedEarly}
              standIn={<UnitPickerPlaceholder value={unitOption} onFocus={() => setFocusedEarly(true)} />}
            />
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
            {draft.basis === 'Percent' ? (
              <TextField
                fullWidth
                label="Increase (%)"
                inputMode="decimal"
                value={draft.value}
                onChange={(e) => setDraft((d) => ({ ...d, value: e.target.value }))}
                slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
            ) : (
              <MoneyField
                label="Increase amount"
                value={draft.value}
                onChange={(value) => setDraft((d) => ({ ...d, value }))}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {choices.length > 0 ? (
              <TextField
                select
                fullWidth
                label="Effective date"
                value={draft.effectiveDate}
                onChange={(e) => setEffectiveDate(e.target.value)}
              >
                {choices.map((date) => (
                  <MenuItem key={date} value={date}>
                    {formatDate(date)}
                  </MenuItem>
                ))}
              </TextField>
            ) : !shown ? (
              // No unit read yet: nothing to choose a date for.
              <TextField fullWidth disabled label="Effective date" value="" />
            ) : (
              <DatePicker
                label="Effective date"
                value={draft.effectiveDate ? parseISO(draft.effectiveDate) : null}
                onChange={(date) => setEffectiveDate(date && isValid(date) ? format(date, 'yyyy-MM-dd') : '')}
                slotProps={{ textField: { fullWidth: true } }}
                standIn={
                  <TextField fullWidth disabled label="Effective date" value={formatDate(draft.effectiveDate)} />
                }
                unavailable={
                  <TextField
                    fullWidth
                    type="date"
                    label="Effective date"
                    value={draft.effectiveDate}
                    onChange={(e) => setEffectiveDate(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                }
                failedMessage={DATE_PICKER_FAILED}
              />
            )}
          </Grid>
        </Grid>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mt: 2,
          }}
        >
          <Box aria-live="polite">
            <Typography variant="body2" color="textSecondary">
              {shown
                ? `Current rent ${formatCurrency(shown.monthly_rent)}`
                : unitOption
                  ? 'Reading the unit...'
                  : 'Choose a unit to see its rent'}
            </Typography>
            <Typography variant="h3" component="p" data-testid="planned-rent">
              Planned new rent: {preview === null ? '—' : formatCurrency(preview)}
            </Typography>
            {rounding && (
              <Typography variant="body2" color="textSecondary" data-testid="rent-rounding">
                {rounding}
              </Typography>
            )}
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
