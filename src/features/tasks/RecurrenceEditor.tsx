import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { OccurrencePreview } from './OccurrencePreview';
import { WEEKDAYS } from './recurrenceRules';
import { previewArgs, type RecurrenceForm, type RepeatType } from './recurrenceForm';
import type { TaskForm, TaskFormPageErrors } from './taskForm';
import { TaskDateField } from './TaskDateField';

const REPEAT_TYPES: Array<{ value: RepeatType; label: string }> = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'everyXMonths', label: 'Every X months' },
  { value: 'fixedDays', label: 'On fixed dates' },
];

interface Props {
  form: TaskForm;
  errors: TaskFormPageErrors;
  onChange: (changes: Partial<TaskForm>) => void;
  /** An edited recurring task's pending occurrence: the preview lists from there. */
  previewFrom?: string | null;
}

/** One-time (a due date) or recurring (start, optional end, and how it repeats): SPEC §3 Recurrence. */
export function ScheduleFields({ form, errors, onChange, previewFrom = null }: Props) {
  const recurrence = form.recurrence;
  const setRecurrence = (changes: Partial<RecurrenceForm>) => onChange({ recurrence: { ...recurrence, ...changes } });
  const setFixedDate = (index: number, date: Date | null) =>
    setRecurrence({ fixedDates: recurrence.fixedDates.map((d, i) => (i === index ? date : d)) });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <RadioGroup
          row
          aria-label="Schedule"
          value={form.recurring ? 'recurring' : 'once'}
          onChange={(e) => onChange({ recurring: e.target.value === 'recurring' })}
        >
          <FormControlLabel value="once" control={<Radio />} label="One-time" />
          <FormControlLabel value="recurring" control={<Radio />} label="Recurring" />
        </RadioGroup>
      </Grid>
      {!form.recurring && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaskDateField
            label="Due date"
            value={form.due_date}
            onChange={(due_date) => onChange({ due_date })}
            error={errors.due_date}
          />
        </Grid>
      )}
      {form.recurring && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TaskDateField
              label="Start date"
              value={form.start_date}
              onChange={(start_date) => onChange({ start_date })}
              error={errors.start_date}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TaskDateField
              label="End date (optional)"
              value={form.end_date}
              onChange={(end_date) => onChange({ end_date })}
              error={errors.end_date}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Repeats"
              value={recurrence.type}
              onChange={(e) => setRecurrence({ type: e.target.value as RepeatType })}
            >
              {REPEAT_TYPES.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {recurrence.type === 'weekly' && (
              <TextField
                select
                fullWidth
                label="Day of week"
                value={recurrence.dayOfWeek}
                onChange={(e) => setRecurrence({ dayOfWeek: e.target.value })}
              >
                <MenuItem value="">Not set</MenuItem>
                {WEEKDAYS.map((day, index) => (
                  <MenuItem key={day} value={String(index)}>
                    {day}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {recurrence.type === 'monthly' && (
              <Stack>
                <TextField
                  fullWidth
                  label="Day of month"
                  type="number"
                  value={recurrence.lastDayOfMonth ? '' : recurrence.dayOfMonth}
                  disabled={recurrence.lastDayOfMonth}
                  onChange={(e) => setRecurrence({ dayOfMonth: e.target.value })}
                  error={!!errors.dayOfMonth}
                  helperText={errors.dayOfMonth ?? 'Empty: the start date’s day. A shorter month uses its last day.'}
                  slotProps={{ htmlInput: { min: 1, max: 31, step: 1 } }}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={recurrence.lastDayOfMonth}
                      onChange={(e) => setRecurrence({ lastDayOfMonth: e.target.checked })}
                    />
                  }
                  label="Last day of the month"
                />
              </Stack>
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
                    <IconButton
                      aria-label={`Remove date ${index + 1}`}
                      onClick={() => setRecurrence({ fixedDates: recurrence.fixedDates.filter((_, i) => i !== index) })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                ))}
                <Button
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => setRecurrence({ fixedDates: [...recurrence.fixedDates, null] })}
                >
                  Add date
                </Button>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={recurrence.repeatYearly}
                      onChange={(e) => setRecurrence({ repeatYearly: e.target.checked })}
                    />
                  }
                  label="Repeat these dates every year"
                />
              </Stack>
            </Grid>
          )}
          <Grid size={12}>
            <OccurrencePreview args={previewArgs(form, previewFrom)} />
          </Grid>
        </>
      )}
    </Grid>
  );
}
