import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { useApplyRentIncreaseMutation } from './rentIncreasesApi';

interface Props {
  id: string;
  applied: boolean;
  /** The page shows SPEC §8's alert; the box itself shows the short message. */
  onError?: (message: string) => void;
  /** 'inline' for the property card: the short 'Failed to apply'. */
  failureText?: string;
  label?: string;
}

/**
 * SPEC §4 checkbox flow: ticking applies the increase; the box locks while
 * applying ('Applying...'); on failure the message shows, the box stays
 * unchecked and can be ticked again.
 */
export function ApplyCheckbox({ id, applied, onError, failureText, label = 'Mark as Applied' }: Props) {
  const [apply, { isLoading, error, reset }] = useApplyRentIncreaseMutation();
  const failure = error ? (failureText ?? errorMessage(error, 'Failed to apply rent increase')) : null;

  const onChange = async () => {
    reset();
    const result = await apply(id);
    if (result.error) onError?.(errorMessage(result.error, 'Failed to apply rent increase'));
  };

  return (
    <Stack sx={{ minWidth: 0 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={<Checkbox size="small" checked={applied} disabled={applied || isLoading} onChange={onChange} />}
        label={isLoading ? 'Applying...' : applied ? 'Applied' : label}
      />
      {failure && !isLoading && (
        <Typography variant="caption" color="error" role="alert">
          {failure}
        </Typography>
      )}
    </Stack>
  );
}
