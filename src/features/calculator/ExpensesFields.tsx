import { Box, Typography } from '@mui/material';
import { ModeValueField } from './ModeValueField';
import { NumberField } from './NumberField';
import type { Expenses, Utilities } from './types';

const UTILITIES: Array<[keyof Utilities, string]> = [
  ['water', 'Water'],
  ['gas', 'Gas'],
  ['electric', 'Electric'],
  ['trash', 'Trash'],
  ['lawncare', 'Lawn care'],
];

export const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** One tab's monthly expenses; tax and insurance are % of price per year or $ per month. */
export function ExpensesFields({ expenses, onChange }: { expenses: Expenses; onChange: (expenses: Expenses) => void }) {
  const set = (changes: Partial<Expenses>) => onChange({ ...expenses, ...changes });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h3">
        Expenses (monthly)
      </Typography>
      <Box sx={fieldGrid}>
        <ModeValueField
          label="Property taxes"
          amount={expenses.propertyTaxes}
          onChange={(propertyTaxes) => set({ propertyTaxes })}
        />
        <ModeValueField label="Insurance" amount={expenses.insurance} onChange={(insurance) => set({ insurance })} />
        {UTILITIES.map(([key, label]) => (
          <NumberField
            key={key}
            label={label}
            unit="$"
            value={expenses.utilities[key]}
            onChange={(value) => set({ utilities: { ...expenses.utilities, [key]: value } })}
          />
        ))}
        <NumberField
          label="HOA / other"
          unit="$"
          value={expenses.hoaOther}
          onChange={(hoaOther) => set({ hoaOther })}
        />
        <NumberField label="Management" unit="%" value={expenses.mgmtPct} onChange={(mgmtPct) => set({ mgmtPct })} />
        <NumberField
          label="Repairs"
          unit="%"
          value={expenses.repairsPct}
          onChange={(repairsPct) => set({ repairsPct })}
        />
        <NumberField label="CapEx" unit="%" value={expenses.capexPct} onChange={(capexPct) => set({ capexPct })} />
      </Box>
    </Box>
  );
}
