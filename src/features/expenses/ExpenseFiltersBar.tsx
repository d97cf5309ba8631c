import { Button, Grid, TextField } from '@mui/material';
import { ChoiceField, type Choice } from '../../components/form/ChoiceField';
import { FilterPanel } from '../../components/layout/FilterPanel';
import { useGetExpenseOptionsQuery } from './expensesApi';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_FILTERS_COLLAPSIBLE,
  hasExpenseFilters,
  NO_FILTERS,
  type ExpenseFilters,
} from './expenseRules';

interface Props {
  filters: ExpenseFilters;
  years: number[];
  onChange: (filters: ExpenseFilters) => void;
}

/** /expenses filters; their values live in the address bar. */
export function ExpenseFiltersBar(props: Props) {
  return (
    <FilterPanel
      id="expense-filters"
      active={hasExpenseFilters(props.filters)}
      collapsible={EXPENSE_FILTERS_COLLAPSIBLE}
    >
      <ExpenseFilterFields {...props} />
    </FilterPanel>
  );
}

/**
 * The fields, drawn only while the panel is open: the property and vendor lists they choose from
 * (about 10 KB on the wire for 200 properties) are read then, not beside a phone's first page.
 */
function ExpenseFilterFields({ filters, years, onChange }: Props) {
  const { data: options } = useGetExpenseOptionsQuery();
  const select = (key: keyof ExpenseFilters, label: string, all: string, items: Choice[]) => (
    <ChoiceField
      label={label}
      value={filters[key]}
      choices={[['', all], ...items]}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );
  const date = (key: 'from' | 'to', label: string) => (
    <TextField
      fullWidth
      size="small"
      type="date"
      label={label}
      value={filters[key]}
      onChange={(e) => onChange({ ...filters, [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Grid container spacing={1.5} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select('property', 'Property', 'All properties', [
          ['business', 'Business (no property)'],
          ...(options?.properties ?? []).map((p): Choice => [p.id, p.name]),
        ])}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 2 }}>
        {select(
          'vendor',
          'Vendor',
          'All vendors',
          (options?.vendors ?? []).map((v): Choice => [v.id, v.name]),
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        {select(
          'category',
          'Category',
          'All categories',
          EXPENSE_CATEGORIES.map((c): Choice => [c, c]),
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 1.5 }}>
        {select(
          'year',
          'Year',
          'All years',
          years.map((y): Choice => [String(y), String(y)]),
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 1.5 }}>{date('from', 'From')}</Grid>
      <Grid size={{ xs: 6, md: 1.5 }}>{date('to', 'To')}</Grid>
      {hasExpenseFilters(filters) && (
        <Grid size={{ xs: 12, md: 0.5 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => onChange(NO_FILTERS)}>Clear</Button>
        </Grid>
      )}
    </Grid>
  );
}
