import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { NumberField } from './NumberField';
import type { ModeValue } from './types';

/** An amount in percent of price, or in dollars; the toggle changes how the number is read. */
export function ModeValueField({
  label,
  amount,
  onChange,
}: {
  label: string;
  amount: ModeValue;
  onChange: (amount: ModeValue) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <NumberField
        label={label}
        value={amount.value}
        unit={amount.mode === 'percent' ? '%' : '$'}
        onChange={(value) => onChange({ ...amount, value })}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={amount.mode}
        aria-label={`${label} mode`}
        onChange={(_e, mode) => mode && onChange({ ...amount, mode })}
      >
        <ToggleButton value="percent" aria-label="percent">
          %
        </ToggleButton>
        <ToggleButton value="dollar" aria-label="dollars">
          $
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
