import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useSaveDigestSettingsMutation } from './settingsApi';
import { TIMEZONES, validateDigestSettings, WEEKDAYS, type DigestSettings } from './settingsRules';
import { errorMessage } from '../../api/errors';
import { DigestActions } from './DigestActions';

/** Form state stays here; the saved values come from and go to the API cache. */
export function DigestSettingsForm({
  userId,
  email = '',
  initial,
}: {
  userId: string;
  email?: string;
  initial: DigestSettings;
}) {
  const [form, setForm] = useState(initial);
  const [result, setResult] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const [save, { isLoading }] = useSaveDigestSettingsMutation();
  const errors = validateDigestSettings(form);
  const set = <K extends keyof DigestSettings>(key: K, value: DigestSettings[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length) return;
    const response = await save({ userId, settings: form, previousTimezone: initial.timezone });
    setResult(
      'error' in response
        ? { message: errorMessage(response.error), severity: 'error' }
        : { message: 'Settings saved successfully!', severity: 'success' },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <ResultBanner message={result?.message ?? null} severity={result?.severity ?? 'info'} />
      <Stack spacing={3}>
        <Stack spacing={1.5}>
          <Typography variant="h3">Daily digest</Typography>
          <FormControlLabel
            control={<Switch checked={form.dailyEnabled} onChange={(e) => set('dailyEnabled', e.target.checked)} />}
            label="Send me a daily digest"
          />
          <TextField
            label="Daily digest time"
            type="time"
            value={form.dailyTime}
            onChange={(e) => set('dailyTime', e.target.value)}
            disabled={!form.dailyEnabled}
            error={!!errors.dailyTime}
            helperText={errors.dailyTime ?? 'Overdue tasks, tasks due today and in the next 3 days'}
            sx={{ maxWidth: 320 }}
          />
        </Stack>
        <Stack spacing={1.5}>
          <Typography variant="h3">Weekly digest</Typography>
          <FormControlLabel
            control={<Switch checked={form.weeklyEnabled} onChange={(e) => set('weeklyEnabled', e.target.checked)} />}
            label="Send me a weekly digest"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Day"
              value={form.weeklyDay}
              onChange={(e) => set('weeklyDay', Number(e.target.value))}
              disabled={!form.weeklyEnabled}
              sx={{ minWidth: 180 }}
            >
              {WEEKDAYS.map((day, index) => (
                <MenuItem key={day} value={index}>
                  {day}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Weekly digest time"
              type="time"
              value={form.weeklyTime}
              onChange={(e) => set('weeklyTime', e.target.value)}
              disabled={!form.weeklyEnabled}
              error={!!errors.weeklyTime}
              helperText={errors.weeklyTime}
              sx={{ minWidth: 180 }}
            />
          </Stack>
          <Typography variant="body2" color="textSecondary">
            Overdue tasks, the next 7 and 30 days, spend by vendor and completions.
          </Typography>
        </Stack>
        <TextField
          select
          label="Time zone"
          value={form.timezone}
          onChange={(e) => set('timezone', e.target.value)}
          error={!!errors.timezone}
          helperText={errors.timezone}
          sx={{ maxWidth: 360 }}
        >
          {TIMEZONES.map((tz) => (
            <MenuItem key={tz.value} value={tz.value}>
              {tz.label}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
        <DigestActions userId={userId} email={email} settings={form} saved={initial} />
      </Stack>
    </form>
  );
}
