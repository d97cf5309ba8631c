import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { formatDate } from '../../utils/format';
import { canTakeBack } from './applyRules';
import { useTakeBack } from './useTakeBack';

interface Props {
  id: string;
  applied: boolean;
  effectiveDate: string;
}

/**
 * Undo for an applied increase, shown only until its effective date (the database refuses after
 * it). Self-contained like ApplyCheckbox, so any layout of the list can hold one.
 */
export function TakeBackButton({ id, applied, effectiveDate }: Props) {
  const today = useLandlordToday();
  const takeBack = useTakeBack();
  const [busy, setBusy] = useState(false);
  if (!canTakeBack({ applied, effective_date: effectiveDate }, today)) return null;

  const onClick = async () => {
    setBusy(true);
    await takeBack(id, effectiveDate);
    setBusy(false);
  };
  return (
    <Button
      size="small"
      startIcon={<UndoIcon />}
      disabled={busy}
      onClick={() => void onClick()}
      aria-label={`Undo: take back the increase of ${formatDate(effectiveDate)}`}
      title="Take back: the unit's rent goes back to what it was"
    >
      {busy ? 'Taking back...' : 'Undo'}
    </Button>
  );
}
