import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Card, CardContent, Collapse, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { TaskFormOptions } from './tasksApi';
import { hasActiveFilters, type TaskFilters } from './taskFilters';

const STATUS_OPTIONS = [
  ['all', 'All'],
  ['open', 'Open'],
  ['completed', 'Completed'],
  ['skipped', 'Skipped'],
] as const;
const DUE_OPTIONS = [
  ['all', 'All'],
  ['overdue', 'Overdue'],
  ['today', 'Due today'],
  ['upcoming', 'Upcoming'],
  ['due-soon', 'Due within 7 days'],
] as const;

interface Props {
  filters: TaskFilters;
  options: TaskFormOptions | undefined;
  onChange: (filters: TaskFilters) => void;
}

/** SPEC §2: a collapsible filter panel; its values live in the query string. */
export function TaskFiltersPanel({ filters, options, onChange }: Props) {
  const active = hasActiveFilters(filters);
  const [open, setOpen] = useState(active);
  const select = (key: keyof TaskFilters, label: string, items: ReadonlyArray<readonly [string, string]>) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={filters[key]}
      onChange={(e) => onChange({ ...filters, [key]: e.target.value })}
      // '' means all; show its label instead of an empty box.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {items.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button startIcon={<FilterListIcon />} onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls="task-filters">
            Filters{active ? ' (on)' : ''}
          </Button>
          {active && (
            <Button onClick={() => onChange({ property: '', vendor: '', status: 'all', due: 'all' })}>Clear all filters</Button>
          )}
        </Stack>
        <Collapse in={open} id="task-filters">
          <Grid container spacing={2} sx={{ pt: 1.5 }}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              {select('property', 'Property', [['', 'All properties'], ...(options?.properties ?? []).map((p) => [p.id, p.name] as const)])}
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              {select('vendor', 'Vendor', [['', 'All vendors'], ...(options?.vendors ?? []).map((v) => [v.id, v.name] as const)])}
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>{select('status', 'Status', STATUS_OPTIONS)}</Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>{select('due', 'Due', DUE_OPTIONS)}</Grid>
          </Grid>
        </Collapse>
      </CardContent>
    </Card>
  );
}
