import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface AuthTextFieldProps {
  label: string;
  value: string;
  onChange: OutlinedInputProps['onChange'];
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field built from TextField's own parts (label, input, helper text wired by id),
 * without TextField's select mode: the signed-out screens then load no menu or popover code.
 */
export function AuthTextField({ label, helperText, required, error, fullWidth, ...input }: AuthTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
