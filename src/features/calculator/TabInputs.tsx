import { Box, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  actualRentChanged,
  expensesChanged,
  financingChanged,
  projectedRentChanged,
  selectDraft,
} from './calculatorDraftSlice';
import { ExpensesFields, fieldGrid } from './ExpensesFields';
import { NumberField } from './NumberField';
import { UNIT_LABELS, UNIT_TYPES, type CalculatorTab } from './types';

/** The inputs of one tab: income, expenses, and on Projected the vacancy and the loan. */
export function TabInputs({ tab }: { tab: CalculatorTab }) {
  const dispatch = useAppDispatch();
  const property = useAppSelector(selectDraft);
  const { actual, projected } = property;
  const unitTypes = UNIT_TYPES.filter((type) => property.units[type] > 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h3" component="h3">
          Income (monthly)
        </Typography>
        {unitTypes.length === 0 && (
          <Typography color="textSecondary">Enter unit counts above to add rents per unit.</Typography>
        )}
        <Box sx={fieldGrid}>
          {unitTypes.map((type) =>
            tab === 'actual' ? (
              <NumberField
                key={type}
                label={`${UNIT_LABELS[type]} average rent`}
                unit="$"
                value={actual.rent.byUnit[type].avg}
                onChange={(avg) => dispatch(actualRentChanged({ type, avg }))}
              />
            ) : (
              <NumberField
                key={type}
                label={`${UNIT_LABELS[type]} market rent`}
                unit="$"
                value={projected.rent.byUnit[type].marketDefault}
                onChange={(marketDefault) => dispatch(projectedRentChanged({ type, marketDefault }))}
              />
            ),
          )}
          {tab === 'actual' ? (
            <>
              <NumberField
                label="Total rent override"
                unit="$"
                value={actual.rent.totalOverride}
                placeholder="Used without unit rents"
                onChange={(totalOverride) => dispatch(actualRentChanged({ totalOverride }))}
                onClear={() => dispatch(actualRentChanged({ totalOverride: null }))}
              />
              <NumberField
                label="Other income"
                unit="$"
                value={actual.rent.otherIncome}
                onChange={(otherIncome) => dispatch(actualRentChanged({ otherIncome }))}
              />
            </>
          ) : (
            <>
              <NumberField
                label="Other income"
                unit="$"
                value={projected.rent.otherIncome}
                placeholder={`Actual: ${actual.rent.otherIncome}`}
                onChange={(otherIncome) => dispatch(projectedRentChanged({ otherIncome }))}
                onClear={() => dispatch(projectedRentChanged({ otherIncome: null }))}
              />
              <NumberField
                label="Vacancy"
                unit="%"
                value={projected.vacancyPct}
                onChange={(vacancyPct) => dispatch(projectedRentChanged({ vacancyPct }))}
              />
            </>
          )}
        </Box>
      </Box>
      <ExpensesFields
        expenses={property[tab].expenses}
        onChange={(expenses) => dispatch(expensesChanged({ tab, expenses }))}
      />
      {tab === 'projected' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h3" component="h3">
            Financing
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <NumberField
              label="Down payment"
              unit="%"
              value={projected.financing.downPct}
              onChange={(downPct) => dispatch(financingChanged({ downPct }))}
            />
            <NumberField
              label="Interest rate"
              unit="%"
              value={projected.financing.ratePct}
              onChange={(ratePct) => dispatch(financingChanged({ ratePct }))}
            />
            <NumberField
              label="Term (years)"
              value={projected.financing.termYears}
              onChange={(termYears) => dispatch(financingChanged({ termYears }))}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
