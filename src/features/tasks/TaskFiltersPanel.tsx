import { Button, Grid } from '@mui/material';
import { ChoiceField, type Choice } from '../../components/form/ChoiceField';
import { FilterPanel } from '../../components/layout/FilterPanel';
import { useGetTaskFilterOptionsQuery } from './tasksApi';
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
  onChange: (filters: TaskFilters) => void;
}

/**
 * The panel's fields, drawn only while it is open: the property and vendor lists they choose from
 * are read then, not with the first page of tasks, unless a filter in the address opens
 * the panel with the screen.
 */
function TaskFilterFields({ filters, onChange }: Props) {
  const { data: options } = useGetTaskFilterOptionsQuery();
  // '' means all; the field shows its label instead of an empty box.
  const select = (key: keyof TaskFilters, label: string, choices: ReadonlyArray<Choice>) => (
    <ChoiceField
      label={label}
      value={filters[key]}
      choices={choices}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select('property', 'Property', [
          ['', 'All properties'],
          ...(options?.properties ?? []).map((p): Choice => [p.id, p.name]),
        ])}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {select('vendor', 'Vendor', [
          ['', 'All vendors'],
          ...(options?.vendors ?? []).map((v): Choice => [v.id, v.name]),
        ])}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{select('status', 'Status', STATUS_OPTIONS)}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{select('due', 'Due', DUE_OPTIONS)}</Grid>
    </Grid>
  );
}

/** SPEC §2: a collapsible filter panel; its values live in the query string. */
export function TaskFiltersPanel({ filters, onChange }: Props) {
  return (
    <FilterPanel
      id="task-filters"
      active={hasActiveFilters(filters)}
      collapsible
      clear={
        <Button onClick={() => onChange({ property: '', vendor: '', status: 'all', due: 'all' })}>
          Clear all filters
        </Button>
      }
    >
      <TaskFilterFields filters={filters} onChange={onChange} />
    </FilterPanel>
  );
}
