import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { unitOptionLabel, type UnitOption } from './rentIncreaseQueries';
import { UNIT_PLACEHOLDER } from './UnitPickerPlaceholder';
import { useSearchPlannerUnitsQuery } from './rentIncreasesApi';
import { useSettledValue } from '../../components/form/useSettledValue';

interface Props {
  value: UnitOption | null;
  onChange: (unit: UnitOption | null) => void;
  /** The landlord was already in the field while its code loaded: carry on there, list open. */
  carryFocus?: boolean;
}

/** A pause in typing long enough to ask the server once per word, short enough to feel live. */
const SEARCH_DELAY_MS = 250;

/**
 * The planner's unit picker searches on the server (property name or unit label), grouped
 * by property as before; nothing is read until it opens. Every unit is reachable by typing.
 */
export function UnitPicker({ value, onChange, carryFocus = false }: Props) {
  const [open, setOpen] = useState(carryFocus);
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed, SEARCH_DELAY_MS);
  const { data, error, isFetching } = useSearchPlannerUnitsQuery(search, {
    skip: !open && !search,
  });
  const found = data?.units ?? [];
  // The chosen unit stays an option while other searches are shown, so the field keeps its label.
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;
  const more =
    data && data.total > data.units.length
      ? `Showing ${data.units.length} of ${data.total.toLocaleString('en-US')} units: type to narrow`
      : undefined;

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, unit) => onChange(unit)}
      onInputChange={(_e, text, reason) => {
        // Choosing an option writes its label into the field: that is no search.
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      options={options}
      filterOptions={(all) => all}
      groupBy={(unit) => unit.propertyName}
      getOptionLabel={unitOptionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText="Searching units..."
      noOptionsText={error ? `Could not search units: ${errorMessage(error)}` : 'No units match'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Unit"
          placeholder={UNIT_PLACEHOLDER}
          autoFocus={carryFocus}
          helperText={open ? more : undefined}
        />
      )}
    />
  );
}
