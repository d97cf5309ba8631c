import { Box, Card, CardContent, TextField, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { detailsChanged, selectDraft, unitCountChanged } from './calculatorDraftSlice';
import { selectCalculatorSettings } from './calculatorSettingsSlice';
import { fieldGrid } from './ExpensesFields';
import { ModeValueField } from './ModeValueField';
import { NumberField } from './NumberField';
import { UNIT_LABELS, UNIT_TYPES } from './types';

/** The purchase and the unit counts, shared by both tabs (SPEC §4). */
export function PropertyDetailsCard() {
  const dispatch = useAppDispatch();
  const property = useAppSelector(selectDraft);
  const settings = useAppSelector(selectCalculatorSettings);
  return (
    <Card component="section" aria-labelledby="calc-property-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="calc-property-title" variant="h2">
          Property
        </Typography>
        <Box sx={fieldGrid}>
          <TextField
            label="Name"
            size="small"
            value={property.name}
            onChange={(e) => dispatch(detailsChanged({ name: e.target.value }))}
          />
          <TextField
            label="Address"
            size="small"
            value={property.address}
            onChange={(e) => dispatch(detailsChanged({ address: e.target.value }))}
          />
          <NumberField
            label="Purchase price"
            unit="$"
            value={property.purchasePrice}
            onChange={(purchasePrice) => dispatch(detailsChanged({ purchasePrice }))}
          />
          <NumberField
            label="Rehab"
            unit="$"
            value={property.rehab}
            onChange={(rehab) => dispatch(detailsChanged({ rehab }))}
          />
          <ModeValueField
            label="Closing costs"
            amount={property.closingCosts}
            onChange={(closingCosts) => dispatch(detailsChanged({ closingCosts }))}
          />
        </Box>
        <Typography variant="h3" component="h3">
          Units
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          {UNIT_TYPES.map((type) => (
            <NumberField
              key={type}
              label={`${UNIT_LABELS[type]} units`}
              value={property.units[type]}
              onChange={(count) => dispatch(unitCountChanged({ type, count, settings }))}
            />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
