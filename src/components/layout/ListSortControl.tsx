import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, MenuItem, TextField } from '@mui/material';
import { shownSort, sortModelFor, type SortChoice, type SortItem } from './listSortRules';

export interface ListSortProps {
  choices: readonly SortChoice[];
  model: readonly SortItem[];
  onChange: (model: SortItem[]) => void;
}

/** What a grid's column headers do for a list of cards: the field the database orders by, and the direction. */
export function ListSortControl({ choices, model, onChange }: ListSortProps) {
  const shown = shownSort(model, choices);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={shown.field}
        onChange={(e) => onChange(sortModelFor({ field: e.target.value, descending: shown.descending }))}
        sx={{ minWidth: 140 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.field} value={choice.field}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        aria-label={shown.descending ? 'Descending: sort ascending' : 'Ascending: sort descending'}
        title={shown.descending ? 'Descending' : 'Ascending'}
        onClick={() => onChange(sortModelFor({ ...shown, descending: !shown.descending }))}
      >
        {shown.descending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
      </IconButton>
    </Box>
  );
}
