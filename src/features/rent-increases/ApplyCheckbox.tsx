import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotifyIfProvided } from '../../components/feedback/FeedbackProvider';
import { appliedMessage, appliesEarly, APPLY_NOW_TITLE, applyNowQuestion, canTakeBack } from './applyRules';
import { useApplyRentIncreaseMutation } from './rentIncreasesApi';
import { useTakeBack } from './useTakeBack';

interface Props {
  id: string;
  applied: boolean;
  /** yyyy-MM-dd: before it, applying asks first; until it, the toast offers Undo. */
  effectiveDate: string;
  newRent: number;
  /** The page shows SPEC §8's alert; the box itself shows the short message. */
  onError?: (message: string) => void;
  /** 'inline' for the property card: the short 'Failed to apply'. */
  failureText?: string;
  label?: string;
}

/**
 * SPEC §4 checkbox flow: ticking applies the increase; the box locks while
 * applying ('Applying...'); on failure the message shows, the box stays
 * unchecked and can be ticked again. Ticked before the effective date, it asks
 * first; once applied, the toast offers to take it back. Self-contained, so a
 * table row, a list row or a card can each hold one.
 */
export function ApplyCheckbox({
  id,
  applied,
  effectiveDate,
  newRent,
  onError,
  failureText,
  label = 'Mark as Applied',
}: Props) {
  const [apply, { isLoading, error, reset }] = useApplyRentIncreaseMutation();
  const [asking, setAsking] = useState(false);
  const today = useLandlordToday();
  const notify = useNotifyIfProvided();
  const takeBack = useTakeBack();
  const failure = error ? (failureText ?? errorMessage(error, 'Failed to apply rent increase')) : null;

  const applyNow = async () => {
    setAsking(false);
    reset();
    const result = await apply(id);
    if (result.error) {
      onError?.(errorMessage(result.error, 'Failed to apply rent increase'));
      return;
    }
    const undo = canTakeBack({ applied: true, effective_date: effectiveDate }, today)
      ? { label: 'Undo', onClick: () => void takeBack(id, effectiveDate) }
      : undefined;
    notify?.(appliedMessage(newRent), 'success', undo);
  };
  const onChange = () => (appliesEarly(effectiveDate, today) ? setAsking(true) : void applyNow());

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
      <ConfirmDialog
        open={asking}
        title={APPLY_NOW_TITLE}
        message={applyNowQuestion(newRent, effectiveDate)}
        confirmLabel="Apply now"
        destructive={false}
        onConfirm={() => void applyNow()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
