import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { formatTypedPhone, parsePhone } from '../../utils/phone';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  /** The text as typed, kept by the form so nothing typed is lost. */
  value: string;
  onChange: (text: string) => void;
  /** The form's message for the field, e.g. from its rules on submit. */
  error?: string;
};

/**
 * Every phone field: it takes a number with the usual punctuation ("(919) 555-0142", "+1 919 555
 * 0142"), shows it the way the app shows phones once the field is left, and says what is wrong with
 * text that is not a number, keeping the text. The form saves the E.164 digits (phoneValue).
 */
export function PhoneField({ value, onChange, onBlur, error, helperText, slotProps, ...props }: Props) {
  const [left, setLeft] = useState(false);
  const parsed = parsePhone(value);
  const own = left ? parsed.error : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      type="tel"
      value={value}
      onChange={(event) => {
        setLeft(false);
        onChange(event.target.value);
      }}
      onBlur={(event) => {
        setLeft(true);
        if (parsed.value && formatTypedPhone(value) !== value) onChange(formatTypedPhone(value));
        onBlur?.(event);
      }}
      error={Boolean(error ?? own)}
      helperText={error ?? own ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { autoComplete: 'tel', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
