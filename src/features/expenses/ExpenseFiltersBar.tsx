import { Button, Card, CardContent, Grid, MenuItem, TextField } from '@mui/material';
import type { ExpenseOptions } from './expensesApi';
import { EXPENSE_CATEGORIES, hasExpenseFilters, NO_FILTERS, type ExpenseFilters } from './expenseRules';

interface Props {
  filters: ExpenseFilters;
  options: ExpenseOptions | undefined;
  years: number[];
  onChange: (filters: ExpenseFilters) => void;
}

/** /expenses filters; their values live in the address bar. */
export function ExpenseFiltersBar({ filters, options, years, onChange }: Props) {
  const select = (key: keyof ExpenseFilters, label: string, all: string, items: Array<[string, string]>) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={filters[key]}
      onChange={(e) => onChange({ ...filters, [key]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {items.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
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
    <Card sx={{ mb: 2 }} component="section" aria-label="Filters">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Grid container spacing={1.5} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            {select('property', 'Property', 'All properties', [['business', 'Business (no property)'], ...(options?.properties ?? []).map((p): [string, string] => [p.id, p.name])])}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            {select('vendor', 'Vendor', 'All vendors', (options?.vendors ?? []).map((v): [string, string] => [v.id, v.name]))}
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>{select('category', 'Category', 'All categories', EXPENSE_CATEGORIES.map((c): [string, string] => [c, c]))}</Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>{select('year', 'Year', 'All years', years.map((y): [string, string] => [String(y), String(y)]))}</Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>{date('from', 'From')}</Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>{date('to', 'To')}</Grid>
          {hasExpenseFilters(filters) && (
            <Grid size={{ xs: 12, md: 0.5 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={() => onChange(NO_FILTERS)}>Clear</Button>
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
