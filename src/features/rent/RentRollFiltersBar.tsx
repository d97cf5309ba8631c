import { Button, Grid, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { ChoiceField, type Choice } from '../../components/form/ChoiceField';
import { useSettledValue } from '../../components/form/useSettledValue';
import { useGetRentRollPropertiesQuery } from './rentApi';
import { hasRentRollFilters, NO_RENT_ROLL_FILTERS, rentStatusLabel } from './rentRollRules';
import { RENT_STATUSES, type RentRollFilters, type RentStatus } from './types';

interface Props {
  filters: RentRollFilters;
  onChange: (filters: RentRollFilters) => void;
}

const STATUS_CHOICES: Choice[] = [['', 'Any status'], ...RENT_STATUSES.map((s): Choice => [s, rentStatusLabel(s)])];

/** Search, property and status; their values live in the address bar (the search once typing pauses). */
export function RentRollFiltersBar({ filters, onChange }: Props) {
  const { data: properties } = useGetRentRollPropertiesQuery();
  const [typed, setTyped] = useState(filters.search);
  const settled = useSettledValue(typed);
  useEffect(() => {
    if (settled !== filters.search) onChange({ ...filters, search: settled });
    // Only a settled search writes the address bar; the other filters write it at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <Grid container spacing={1.5} sx={{ alignItems: 'center', mb: 2 }} component="section" aria-label="Filters">
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label="Search"
          placeholder="Property, unit or tenant"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <ChoiceField
          label="Property"
          value={filters.property ?? ''}
          choices={[['', 'All properties'], ...(properties ?? []).map((p): Choice => [p.id, p.name])]}
          onChange={(value) => onChange({ ...filters, property: value || null })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <ChoiceField
          label="Status"
          value={filters.status ?? ''}
          choices={STATUS_CHOICES}
          onChange={(value) => onChange({ ...filters, status: (value || null) as RentStatus | null })}
        />
      </Grid>
      {hasRentRollFilters(filters) && (
        <Grid size={{ xs: 12, md: 2 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              setTyped('');
              onChange(NO_RENT_ROLL_FILTERS);
            }}
          >
            Clear
          </Button>
        </Grid>
      )}
    </Grid>
  );
}
