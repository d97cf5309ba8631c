import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLandlordToday } from '../../api/useLandlordToday';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { useAppDispatch } from '../../app/hooks';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { MoneyField } from '../../components/form/MoneyField';
import { moneyText } from '../../utils/money';
import { formatDate } from '../../utils/format';
import { parseMoney } from '../../utils/money';
import { BillJumpWarning } from './BillJumpWarning';
import { isRecurring } from './recurrenceRules';
import { TaskDateField } from './TaskDateField';
import { completionSaveKey, effectiveDueDate } from './taskRules';
import { showCompleted, type CompletableTask, type TaskRow } from './tasksApi';

/** SPEC §5 actual cost: optional, an amount as landlords type it ("$1,200.50"), to the cent. */
export function parseActualCost(text: string): { value: number | null; error?: string } {
  const parsed = parseMoney(text);
  return parsed.error === undefined ? { value: parsed.value } : { value: null, error: parsed.error };
}

/**
 * The day the money was paid (yyyy-MM-dd): any day up to the landlord's today, never after it
 * (the ledger records money already paid). The database refuses a later day too.
 */
export function parsePaidOn(date: Date | null, today: string): { value: string | null; error?: string } {
  if (!date || !isValid(date)) return { value: null, error: 'Enter the day you paid, such as 11/28/2026' };
  const value = format(date, 'yyyy-MM-dd');
  if (value > today) return { value: null, error: `The payment date cannot be after today (${formatDate(today)})` };
  return { value };
}

/** Completes a task; on failure it stays open and says why (the spec only logs). */
/** The occurrence a completion finished: its payment in the ledger carries the same occurrence. */
export interface CompletedOccurrence {
  taskId: string;
  occurrence: string | null;
}

/** A file chosen as the receipt, kept in the form (the documents feature's; only its name is read here). */
export interface ChosenReceipt {
  id: string;
  fileName: string;
}

/**
 * A paid completion's receipt (the documents feature's, composed in src/app). `field` is a field of
 * the form; the file chosen there is kept until the completion is queued, then `send` hands it to
 * the upload queue, which sends it to that occurrence's payment once the completion is saved (also
 * when it waited for the connection). `step` shows that payment's receipts (or, with none chosen,
 * offers to attach one). complete_task answers with the task, not the payment: the payment is
 * found by the task and the occurrence.
 */
export interface CompletionReceipt<C extends ChosenReceipt = ChosenReceipt> {
  /** Starts loading the field's code as the dialog opens: it shows as soon as a cost is typed, without moving the buttons. */
  preload?: () => void;
  field(chosen: C | null, choose: (next: C | null) => void): ReactNode;
  send(
    chosen: C,
    completion: CompletedOccurrence & { saveId: string },
  ): ThunkAction<void, unknown, unknown, UnknownAction>;
  step(completed: CompletedOccurrence): ReactNode;
}

export function CompleteTaskDialog({
  task,
  onClose,
  receipt,
}: {
  task: CompletableTask;
  onClose: () => void;
  receipt?: CompletionReceipt;
}) {
  const [completed, setCompleted] = useState<CompletedOccurrence | null>(null);
  const [chosen, setChosen] = useState<ChosenReceipt | null>(null);
  // Most bills cost what they are expected to: the estimate is there to confirm or correct.
  const [cost, setCost] = useState(moneyText(task.estimated_cost));
  const [costError, setCostError] = useState<string | undefined>();
  const today = useLandlordToday();
  // Until the landlord picks a day, the payment is dated their today (tonight in their time zone,
  // whatever the browser's clock says), following it if the settings arrive or midnight passes.
  const [picked, setPicked] = useState<Date | null | undefined>();
  const todayDate = useMemo(() => parseISO(today), [today]);
  const paidOn = picked === undefined ? todayDate : picked;
  const [paidOnError, setPaidOnError] = useState<string | undefined>();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const occurrence = effectiveDueDate(task);
  useEffect(() => receipt?.preload?.(), [receipt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseActualCost(cost);
    // A receipt goes with money paid: one chosen and then the cost cleared stays behind.
    const receiptFile = parsed.value ? chosen : null;
    const paid = parsePaidOn(paidOn, today);
    setCostError(parsed.error);
    setPaidOnError(paid.error);
    if (parsed.error || paid.error) return;
    // Through the save queue: without a connection the completion waits and is sent later;
    // complete_task takes it once per occurrence, so a resend cannot complete twice.
    setLoading(true);
    const args = { task, actualCost: parsed.value, paidOn: paid.value ?? undefined };
    const show = () => dispatch(showCompleted(args));
    const save = await dispatch(queueSave({ key: completionSaveKey(task.id), endpoint: 'completeTask', args, show }));
    setLoading(false);
    if (save?.status === 'refused') return setError(save.message ?? 'Save failed');
    // The receipt goes with the completion: to its payment once the server has the completion.
    if (receipt && receiptFile && save)
      dispatch(receipt.send(receiptFile, { taskId: task.id, occurrence, saveId: save.id }));
    if (save?.status === 'saved') {
      // The database chose the next date; its answer says whether there is one.
      const done = save.result as TaskRow | undefined;
      notify(done?.status === 'Open' ? `Completed. Next due ${formatDate(done.next_due_date)}` : 'Task completed');
      if (receipt && parsed.value) return setCompleted({ taskId: task.id, occurrence });
    } else
      notify(
        receiptFile
          ? 'Waiting to save · the completion and its receipt are kept and will be sent when the connection is back'
          : 'Waiting to save · the completion is kept and will be sent when the connection is back',
        // Not done yet: kept, not a success.
        'info',
      );
    onClose();
  };

  if (completed && receipt)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="complete-title">
        <DialogTitle id="complete-title">Task completed</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {task.title}: {chosen ? 'the receipt goes to its payment.' : 'attach the receipt to its payment.'}
          </DialogContentText>
          {receipt.step(completed)}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="complete-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="complete-title">Complete task</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {task.title}
            {isRecurring(task.recurrence) && occurrence ? ` (due ${formatDate(occurrence)})` : ''}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not complete the task: {error}
            </Alert>
          )}
          <MoneyField
            label="Actual cost (optional)"
            value={cost}
            onChange={(text) => {
              setCost(text);
              setCostError(undefined);
            }}
            error={costError}
            autoFocus
          />
          <BillJumpWarning taskId={task.id} amount={parseActualCost(cost).value} />
          <Box sx={{ mt: 2 }}>
            <TaskDateField
              label="Paid on"
              value={paidOn}
              onChange={(date) => {
                setPicked(date);
                setPaidOnError(undefined);
              }}
              error={paidOnError}
            />
          </Box>
          {receipt && (parseActualCost(cost).value ?? 0) > 0 && receipt.field(chosen, setChosen)}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Completing...' : 'Complete'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
