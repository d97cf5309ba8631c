import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';

export type Choice = readonly [value: string, label: string];

interface ChoiceFieldProps {
  label: string;
  value: string;
  /** Every choice, '' (all) included where the field has one. */
  choices: ReadonlyArray<Choice>;
  onChange: (value: string) => void;
}

/** The choices a field makes menu items for: closed, only the chosen one (it names the value); opened, all. */
export const choicesToMake = (choices: ReadonlyArray<Choice>, value: string, opened: boolean): ReadonlyArray<Choice> =>
  opened ? choices : choices.filter(([choice]) => choice === value);

/**
 * A small outlined select for a filter bar, its label always up and '' showing its choice's label.
 * MUI's Select makes and copies an element per choice on every render, open or not (a filter of
 * 200 properties, 200 elements each time its screen draws). Closed, only the chosen choice is there
 * (it names the value); the others are made when the menu opens.
 */
export function ChoiceField({ label, value, choices, onChange }: ChoiceFieldProps) {
  const [opened, setOpened] = useState(false);
  const shown = choicesToMake(choices, value, opened);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, onOpen: () => setOpened(true) } }}
    >
      {shown.map(([choice, text]) => (
        <MenuItem key={choice} value={choice}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
