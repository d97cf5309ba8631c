import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PickerPlaceholder } from '../../components/form/PickerPlaceholder';
import { FilterPanel } from '../../components/layout/FilterPanel';
import { inPlace } from '../../components/lazyComponent';
import type { FilterOption } from './NotesFilterPicker';
import { notesFiltersChanged, selectNotesFilters } from './notesFiltersSlice';
import { hasNotesFilters } from './notesRules';
import { NO_MANAGER, NO_MANAGER_LABEL, type ManagerRef } from './types';

/**
 * MUI's Autocomplete and Popper.js are 17.6 KB (gzip) that a phone fetched and ran before
 * the first rows could draw. The pickers follow the page; until they are here each field shows
 * what it holds, the same size, and a landlord who taps it carries on in the picker.
 */
const NotesFilterPicker = inPlace(() => import('./NotesFilterPicker').then((m) => m.NotesFilterPicker));

type FilterKey = 'managerIds' | 'propertyIds';

/** SPEC §2 filters: managers, properties, a search on unit or property name, only unresolved. */
export function NotesFiltersBar({
  managers,
  properties,
}: {
  managers: ManagerRef[];
  properties: Array<{ id: string; name: string }>;
}) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectNotesFilters);
  const managerOptions = useMemo<FilterOption[]>(
    () => [...managers.map((m) => ({ id: m.id, label: m.name })), { id: NO_MANAGER, label: NO_MANAGER_LABEL }],
    [managers],
  );
  const propertyOptions = useMemo<FilterOption[]>(
    () => properties.map((p) => ({ id: p.id, label: p.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [properties],
  );

  const [focusedEarly, setFocusedEarly] = useState<FilterKey | null>(null);

  const multi = (label: string, options: FilterOption[], selected: string[], key: FilterKey) => {
    const value = options.filter((o) => selected.includes(o.id));
    const placeholder = (
      <PickerPlaceholder
        size="small"
        label={label}
        value={value.map((o) => o.label).join(', ')}
        onFocus={() => setFocusedEarly(key)}
      />
    );
    return (
      <NotesFilterPicker
        label={label}
        options={options}
        value={value}
        onChange={(ids) => dispatch(notesFiltersChanged({ [key]: ids }))}
        carryFocus={focusedEarly === key}
        standIn={placeholder}
      />
    );
  };

  return (
    // On a phone the filters wait behind "Filters" until one is chosen: the first units show on the
    // first screen, and the pickers' code loads when the panel opens.
    <FilterPanel id="notes-filters" active={hasNotesFilters(filters)} collapsible="phone">
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'center' }}
      >
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
        control={
          <Checkbox
            checked={filters.onlyUnresolved}
            onChange={(e) => dispatch(notesFiltersChanged({ onlyUnresolved: e.target.checked }))}
          />
        }
        label="Show only unresolved"
      />
    </FilterPanel>
  );
}
