import {
  Box,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { ExternalLink } from '../../components/links/ExternalLink';
import { formatCurrency, formatDate, formatDateTime } from '../../utils/format';
import { shownAccountNumbers } from './taskAccountRules';
import type { ChecklistItem } from './taskJson';
import type { ActivityRow, TaskDetail } from './tasksApi';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const None = ({ text }: { text: string }) => <Typography color="textSecondary">{text}</Typography>;

export function LinksAndAccounts({ task }: { task: TaskDetail }) {
  const { links, payment_methods: methods } = task;
  const accounts = shownAccountNumbers(task);
  return (
    <Section title="Links and accounts">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="subtitle2">Quick links</Typography>
          {links.length ? (
            links.map((l) => (
              <Box key={l.url + l.label}>
                <ExternalLink href={l.url}>{l.label}</ExternalLink>
              </Box>
            ))
          ) : (
            <None text="No links" />
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2">Account numbers</Typography>
          {accounts.length ? <Typography>{accounts.join(', ')}</Typography> : <None text="None" />}
        </Box>
        <Box>
          <Typography variant="subtitle2">Payment methods</Typography>
          {methods.length ? <Typography>{methods.join(', ')}</Typography> : <None text="None" />}
        </Box>
      </Stack>
    </Section>
  );
}

export function Checklist({
  items,
  saving,
  onToggle,
}: {
  items: ChecklistItem[];
  saving: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <Section title="Checklist">
      {items.length === 0 ? (
        <None text="No checklist items" />
      ) : (
        <Stack>
          {items.map((item) => (
            <FormControlLabel
              key={item.id}
              control={<Checkbox checked={item.done} disabled={saving} onChange={() => onToggle(item.id)} />}
              label={item.text}
              sx={
                item.done
                  ? { '& .MuiFormControlLabel-label': { textDecoration: 'line-through', color: 'text.secondary' } }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function activityText(activity: ActivityRow): string {
  const details = (activity.details ?? {}) as {
    actual_cost?: number;
    notes?: string;
    note?: string;
    completion_date?: string;
    occurrence?: string;
    next_due_date?: string;
  };
  return [
    details.occurrence
      ? `${activity.action === 'Skipped' ? 'skipped' : 'for'} ${formatDate(details.occurrence)}`
      : null,
    details.completion_date ? `on ${formatDate(details.completion_date)}` : null,
    details.actual_cost !== undefined && details.actual_cost !== null
      ? `cost ${formatCurrency(details.actual_cost)}`
      : null,
    details.next_due_date ? `next due ${formatDate(details.next_due_date)}` : null,
    details.notes ?? details.note ?? null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Activity log, newest first (the query orders it). */
export function ActivityLog({ activities }: { activities: ActivityRow[] }) {
  return (
    <Section title="Activity">
      {activities.length === 0 ? (
        <None text="No activity yet" />
      ) : (
        <List dense disablePadding aria-label="Activity log">
          {activities.map((a) => (
            <ListItem key={a.id} disableGutters>
              <ListItemText
                primary={`${a.action} · ${formatDateTime(a.at)}`}
                secondary={activityText(a) || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
