import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { moneyText, parseMoney } from '../../utils/money';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  /** The text as typed, kept by the form so nothing typed is lost. */
  value: string;
  /** The text, and the amount in it: null when empty, undefined while it is not an amount. */
  onChange: (text: string, amount: number | null | undefined) => void;
  /** The form's message for the field, e.g. from its rules on submit. */
  error?: string;
};

/**
 * Every money field in the app: it takes an amount as landlords type it ("$1,200", "1,200.50"),
 * shows it as the app shows money once the field is left (1,200.00 after the $), and says what is
 * wrong with text that is not an amount, keeping the text. A form's own message (on submit) wins.
 */
export function MoneyField({ value, onChange, onBlur, error, helperText, slotProps, ...props }: Props) {
  const [left, setLeft] = useState(false);
  const parsed = parseMoney(value);
  const own = left ? parsed.error : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      value={value}
      onChange={(event) => {
        setLeft(false);
        const next = parseMoney(event.target.value);
        onChange(event.target.value, next.error ? undefined : next.value);
      }}
      onBlur={(event) => {
        setLeft(true);
        if (parsed.value != null && moneyText(parsed.value) !== value) onChange(moneyText(parsed.value), parsed.value);
        onBlur?.(event);
      }}
      error={Boolean(error ?? own)}
      helperText={error ?? own ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          ...(slotProps?.input as object),
        },
      }}
    />
  );
}
