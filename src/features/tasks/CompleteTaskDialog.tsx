import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { formatDate } from '../../utils/format';
import { BillJumpWarning } from './BillJumpWarning';
import { isRecurring } from './recurrenceRules';
import { effectiveDueDate } from './taskRules';
import { useCompleteTaskMutation, type CompletableTask } from './tasksApi';

/** SPEC §5 actual cost: optional, numeric, step 0.01, parsed as a decimal. */
export function parseActualCost(text: string): { value: number | null; error?: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { value: null, error: 'Enter an amount such as 42.50' };
  return { value: Number.parseFloat(trimmed) };
}

/** Completes a task; on failure it stays open and says why (the spec only logs). */
export function CompleteTaskDialog({ task, onClose }: { task: CompletableTask; onClose: () => void }) {
  const [cost, setCost] = useState('');
  const [costError, setCostError] = useState<string | undefined>();
  const [complete, { isLoading, error }] = useCompleteTaskMutation();
  const notify = useNotify();
  const occurrence = effectiveDueDate(task);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseActualCost(cost);
    setCostError(parsed.error);
    if (parsed.error) return;
    const result = await complete({ task, actualCost: parsed.value });
    if (!result.error) {
      // The database chose the next date; the answer says whether there is one.
      notify(result.data.status === 'Open' ? `Completed. Next due ${formatDate(result.data.next_due_date)}` : 'Task completed');
      onClose();
    }
  };

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
              Could not complete the task: {errorMessage(error)}
            </Alert>
          )}
          <TextField
            label="Actual cost (optional)"
            type="number"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
            error={!!costError}
            helperText={costError}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
          />
          <BillJumpWarning taskId={task.id} amount={parseActualCost(cost).value} />
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
