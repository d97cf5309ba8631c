import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CALCULATOR_DEFAULTS } from './calculatorDefaults';
import { calculatorSettingsSaved, selectCalculatorSettings } from './calculatorSettingsSlice';
import { NumberField } from './NumberField';
import { UNIT_LABELS, UNIT_TYPES, type CalculatorSettings, type DealThresholds } from './types';

type Flat = Exclude<keyof CalculatorSettings, 'marketRents' | 'utilities' | 'dealThresholds'>;
type UtilityKey = keyof CalculatorSettings['utilities'];

const PERCENTS: Array<[Flat, string]> = [
  ['vacancyPct', 'Vacancy'],
  ['mgmtPct', 'Management'],
  ['repairsPct', 'Repairs'],
  ['capexPct', 'CapEx'],
  ['downPct', 'Down payment'],
  ['ratePct', 'Interest rate'],
  ['closingCostsPct', 'Closing costs'],
  ['propertyTaxesPct', 'Property taxes (yearly)'],
  ['insurancePct', 'Insurance (yearly)'],
];
const UTILITIES: Array<[UtilityKey, string]> = [
  ['waterPerUnit', 'Water per unit'],
  ['gasPerUnit', 'Gas per unit'],
  ['trashPerProperty', 'Trash per property'],
  ['lawncarePerProperty', 'Lawn care per property'],
];
const THRESHOLDS: Array<[keyof DealThresholds, string, '$' | '%']> = [
  ['greenCoCMin', 'Green: min cash-on-cash', '%'],
  ['greenCFMin', 'Green: min monthly cash flow', '$'],
  ['yellowCoCMin', 'Yellow: min cash-on-cash', '%'],
  ['yellowCFMin', 'Yellow: min monthly cash flow', '$'],
];

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3, mt: 1 } as const;

/** Every SPEC §9 default, editable; new deals and Populate Defaults use them. */
export function CalculatorSettingsDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState(useAppSelector(selectCalculatorSettings));
  const set = (changes: Partial<CalculatorSettings>) => setForm({ ...form, ...changes });
  return (
    <Dialog open onClose={onClose} aria-labelledby="calc-settings-title" maxWidth="sm" fullWidth>
      <DialogTitle id="calc-settings-title">Calculator Settings</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h3">
          Market rents (monthly)
        </Typography>
        <Box sx={grid}>
          {UNIT_TYPES.map((type) => (
            <NumberField
              key={type}
              label={`${UNIT_LABELS[type]} market rent`}
              unit="$"
              value={form.marketRents[type]}
              onChange={(value) => set({ marketRents: { ...form.marketRents, [type]: value } })}
            />
          ))}
        </Box>
        <Typography variant="h3" component="h3">
          Rates and financing
        </Typography>
        <Box sx={grid}>
          {PERCENTS.map(([key, label]) => (
            <NumberField
              key={key}
              label={label}
              unit="%"
              value={form[key]}
              onChange={(value) => set({ [key]: value })}
            />
          ))}
          <NumberField label="Term (years)" value={form.termYears} onChange={(termYears) => set({ termYears })} />
        </Box>
        <Typography variant="h3" component="h3">
          Utilities (monthly)
        </Typography>
        <Box sx={grid}>
          {UTILITIES.map(([key, label]) => (
            <NumberField
              key={key}
              label={label}
              unit="$"
              value={form.utilities[key]}
              onChange={(value) => set({ utilities: { ...form.utilities, [key]: value } })}
            />
          ))}
        </Box>
        <Typography variant="h3" component="h3">
          Deal thresholds
        </Typography>
        <Box sx={grid}>
          {THRESHOLDS.map(([key, label, unit]) => (
            <NumberField
              key={key}
              label={label}
              unit={unit}
              value={form.dealThresholds[key]}
              onChange={(value) => set({ dealThresholds: { ...form.dealThresholds, [key]: value } })}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap' }}>
        <Button onClick={() => setForm(CALCULATOR_DEFAULTS)} sx={{ mr: 'auto' }}>
          Restore Defaults
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => (dispatch(calculatorSettingsSaved(form)), onClose())}>
          Save Settings
        </Button>
      </DialogActions>
    </Dialog>
  );
}
