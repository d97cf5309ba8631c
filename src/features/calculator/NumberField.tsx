import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { MoneyField } from '../../components/form/MoneyField';
import { moneyText, moneyValue } from '../../utils/money';
import { toNumber } from './calculatorRules';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  /** '$': the app's money field; '%' behind; or nothing. */
  unit?: '$' | '%';
  /** Shown when the value is null, e.g. a figure that falls back to another. */
  placeholder?: string;
  /** Left empty means null rather than 0. */
  onClear?: () => void;
}

/**
 * A calculator input: the text stays as typed ("1." or "abc") while the store holds the number,
 * so non-numeric input counts as 0 (SPEC §5) without fighting the typist. Dollar amounts are read
 * and shown as every money field in the app reads and shows them, and say so when refused.
 */
export function NumberField({ label, value, onChange, unit, placeholder, onClear }: NumberFieldProps) {
  const money = unit === '$';
  const read = (text: string) => (money ? (moneyValue(text) ?? 0) : toNumber(text));
  // A dollar figure of 0 is left empty (empty reads as 0), so typing a price does not append to "0.00".
  const show = (number: number | null) =>
    number === null || (money && number === 0) ? '' : money ? moneyText(number) : String(number);
  const [text, setText] = useState(show(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The value changed elsewhere (load, reset, auto-fill): show it unless it is what was typed.
    setShown(value);
    if (value === null || read(text) !== value) setText(show(value));
  }
  const change = (next: string) => {
    setText(next);
    const number = read(next);
    setShown(next.trim() === '' && onClear ? null : number);
    if (next.trim() === '' && onClear) onClear();
    else onChange(number);
  };
  if (money) {
    return <MoneyField label={label} size="small" value={text} placeholder={placeholder ?? '0.00'} onChange={change} />;
  }
  return (
    <TextField
      label={label}
      size="small"
      fullWidth
      value={text}
      placeholder={placeholder}
      onChange={(event) => change(event.target.value)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
