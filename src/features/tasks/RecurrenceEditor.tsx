import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import { Button, FormControlLabel, Grid, IconButton, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { RecurrenceForm, RepeatType, TaskForm, TaskFormPageErrors } from './taskForm';
import { TaskDateField } from './TaskDateField';

const REPEAT_TYPES: Array<{ value: RepeatType; label: string }> = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'everyXMonths', label: 'Every X months' },
  { value: 'fixedDays', label: 'On fixed dates' },
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Props {
  form: TaskForm;
  errors: TaskFormPageErrors;
  onChange: (changes: Partial<TaskForm>) => void;
}

/** One-time (a due date) or recurring (start, optional end, and how it repeats): SPEC §3 Recurrence. */
export function ScheduleFields({ form, errors, onChange }: Props) {
  const recurrence = form.recurrence;
  const setRecurrence = (changes: Partial<RecurrenceForm>) => onChange({ recurrence: { ...recurrence, ...changes } });
  const setFixedDate = (index: number, date: Date | null) =>
    setRecurrence({ fixedDates: recurrence.fixedDates.map((d, i) => (i === index ? date : d)) });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RadioGroup row aria-label="Schedule" value={form.recurring ? 'recurring' : 'once'} onChange={(e) => onChange({ recurring: e.target.value === 'recurring' })}>
          <FormControlLabel value="once" control={<Radio />} label="One-time" />
          <FormControlLabel value="recurring" control={<Radio />} label="Recurring" />
        </RadioGroup>
      </Grid>
      {!form.recurring && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaskDateField label="Due date" value={form.due_date} onChange={(due_date) => onChange({ due_date })} error={errors.due_date} />
        </Grid>
      )}
      {form.recurring && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TaskDateField label="Start date" value={form.start_date} onChange={(start_date) => onChange({ start_date })} error={errors.start_date} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TaskDateField label="End date (optional)" value={form.end_date} onChange={(end_date) => onChange({ end_date })} error={errors.end_date} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth label="Repeats" value={recurrence.type} onChange={(e) => setRecurrence({ type: e.target.value as RepeatType })}>
              {REPEAT_TYPES.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {recurrence.type === 'weekly' && (
              <TextField select fullWidth label="Day of week" value={recurrence.dayOfWeek} onChange={(e) => setRecurrence({ dayOfWeek: e.target.value })}>
                <MenuItem value="">Not set</MenuItem>
                {WEEKDAYS.map((day, index) => (
                  <MenuItem key={day} value={String(index)}>
                    {day}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {recurrence.type === 'monthly' && (
              <TextField
                fullWidth
                label="Day of month"
                type="number"
                value={recurrence.dayOfMonth}
                onChange={(e) => setRecurrence({ dayOfMonth: e.target.value })}
                error={!!errors.dayOfMonth}
                helperText={errors.dayOfMonth}
                slotProps={{ htmlInput: { min: 1, max: 31, step: 1 } }}
              />
            )}
            {recurrence.type === 'everyXMonths' && (
              <TextField
                fullWidth
                required
                label="Every how many months"
                type="number"
                value={recurrence.interval}
                onChange={(e) => setRecurrence({ interval: e.target.value })}
                error={!!errors.interval}
                helperText={errors.interval}
                slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
              />
            )}
          </Grid>
          {recurrence.type === 'fixedDays' && (
            <Grid size={12}>
              <Stack spacing={1.5}>
                {errors.fixedDates && <Typography color="error">{errors.fixedDates}</Typography>}
                {recurrence.fixedDates.map((date, index) => (
                  <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TaskDateField label={`Date ${index + 1}`} value={date} onChange={(d) => setFixedDate(index, d)} />
                    <IconButton aria-label={`Remove date ${index + 1}`} onClick={() => setRecurrence({ fixedDates: recurrence.fixedDates.filter((_, i) => i !== index) })}>
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                ))}
                <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => setRecurrence({ fixedDates: [...recurrence.fixedDates, null] })}>
                  Add date
                </Button>
              </Stack>
            </Grid>
          )}
        </>
      )}
    </Grid>
  );
}
