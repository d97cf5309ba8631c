import { Autocomplete, TextField } from '@mui/material';

export type FilterOption = { id: string; label: string };

interface Props {
  label: string;
  options: FilterOption[];
  value: FilterOption[];
  onChange: (ids: string[]) => void;
  /** The landlord was already in the field while its code loaded: carry on there, list open. */
  carryFocus?: boolean;
}

/** One of the filter bar's pickers (SPEC §2): several managers or properties, as chips. */
export function NotesFilterPicker({ label, options, value, onChange, carryFocus = false }: Props) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, chosen) => onChange(chosen.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={label} autoFocus={carryFocus} />}
      openOnFocus={carryFocus}
      limitTags={2}
    />
  );
}
