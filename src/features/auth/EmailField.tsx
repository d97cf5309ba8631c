import { AuthTextField } from './AuthTextField';

/** The account e-mail field of the signed-out screens. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <AuthTextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      fullWidth
    />
  );
}
