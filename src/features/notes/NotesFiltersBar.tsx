import { Autocomplete, Box, Checkbox, FormControlLabel, Paper, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notesFiltersChanged, selectNotesFilters } from './notesFiltersSlice';
import { NO_MANAGER, NO_MANAGER_LABEL, type ManagerRef } from './types';

type Option = { id: string; label: string };

/** SPEC §2 filters: managers, properties, a search on unit or property name, only unresolved. */
export function NotesFiltersBar({ managers, properties }: { managers: ManagerRef[]; properties: Array<{ id: string; name: string }> }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectNotesFilters);
  const managerOptions = useMemo<Option[]>(() => [...managers.map((m) => ({ id: m.id, label: m.name })), { id: NO_MANAGER, label: NO_MANAGER_LABEL }], [managers]);
  const propertyOptions = useMemo<Option[]>(
    () => properties.map((p) => ({ id: p.id, label: p.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [properties],
  );

  const multi = (label: string, options: Option[], selected: string[], key: 'managerIds' | 'propertyIds') => (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={options.filter((o) => selected.includes(o.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, value) => dispatch(notesFiltersChanged({ [key]: value.map((o) => o.id) }))}
      renderInput={(params) => <TextField {...params} label={label} />}
      limitTags={2}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'center' }}>
        {multi('Property Managers', managerOptions, filters.managerIds, 'managerIds')}
        {multi('Properties', propertyOptions, filters.propertyIds, 'propertyIds')}
        <TextField
          size="small"
          type="search"
          label="Search"
          placeholder="Unit or property name"
          value={filters.search}
          onChange={(e) => dispatch(notesFiltersChanged({ search: e.target.value }))}
        />
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={filters.onlyUnresolved} onChange={(e) => dispatch(notesFiltersChanged({ onlyUnresolved: e.target.checked }))} />}
        label="Show only unresolved"
      />
    </Paper>
  );
}
