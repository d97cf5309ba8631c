import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { toNumber } from './calculatorRules';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  /** '$' in front, '%' behind, or nothing. */
  unit?: '$' | '%';
  /** Shown when the value is null, e.g. a figure that falls back to another. */
  placeholder?: string;
  /** Left empty means null rather than 0. */
  onClear?: () => void;
}

/**
 * A calculator input: the text stays as typed ("1." or "abc") while the store holds the number,
 * so non-numeric input counts as 0 (SPEC §5) without fighting the typist.
 */
export function NumberField({ label, value, onChange, unit, placeholder, onClear }: NumberFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The value changed elsewhere (load, reset, auto-fill): show it unless it is what was typed.
    setShown(value);
    if (value === null || toNumber(text) !== value) setText(value === null ? '' : String(value));
  }
  const adornment = unit && {
    [unit === '$' ? 'startAdornment' : 'endAdornment']: (
      <InputAdornment position={unit === '$' ? 'start' : 'end'}>{unit}</InputAdornment>
    ),
  };
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = toNumber(next);
        setShown(next.trim() === '' && onClear ? null : number);
        if (next.trim() === '' && onClear) onClear();
        else onChange(number);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: adornment || undefined }}
    />
  );
}
