import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SkipNextOutlinedIcon from '@mui/icons-material/SkipNextOutlined';
import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { CompletionReceipt } from './CompleteTaskDialog';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { useAppDispatch } from '../../app/hooks';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useQueuedSave } from '../../api/saveQueue/useQueuedSave';
import { QueuedSaveStatus } from '../../components/feedback/QueuedSaveStatus';
import { StatusChip } from '../../components/feedback/StatusChip';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/layout/PageHeader';
import { onDemand, usePreloadOnDraw } from '../../components/lazyComponent';
import { BackLink } from '../../components/layout/BackLink';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { describeRecurrence, isRecurring } from './recurrenceRules';
import { scopeLabel } from './taskScope';
import { ActivityLog, Checklist, LinksAndAccounts, Section } from './TaskDetailSections';
import type { ChecklistItem } from './taskJson';
import { completionSaveKey, costFact, displayStatus, effectiveDueDate, type LastPayment } from './taskRules';
import { TaskNotFound } from './TaskNotFound';
import { TaskPaymentsCard } from './TaskPaymentsCard';
import { TaskVendorSection } from './TaskVendorSection';
import { useGetTaskPaymentsQuery } from './taskPaymentsApi';
import { tasksApi, useGetTaskQuery, useSkipOccurrenceMutation, type TaskListItem } from './tasksApi';

// Opens on a click, its code once the page has drawn: 61–68 KB gzip (the dialog and the date picker) off the page's.
const CompleteTaskDialog = onDemand(() => import('./CompleteTaskDialog').then((m) => m.CompleteTaskDialog));

type FactSource = Omit<TaskListItem, 'vendor'>;
const taskFacts = (task: FactSource, lastPayment: LastPayment | null | undefined): Array<[string, string]> => [
  ['Schedule', describeRecurrence(task.recurrence)],
  ['Scope', scopeLabel(task)],
  ['Due date', formatDate(effectiveDueDate(task))],
  ['Estimated cost', formatCurrency(task.estimated_cost)],
  costFact(task, lastPayment),
];

/** The newest payment in the ledger (the payments read is newest first); undefined while it loads. */
function useLastPayment(taskId: string): LastPayment | null | undefined {
  const { data } = useGetTaskPaymentsQuery(taskId);
  return data === undefined ? undefined : (data[0] ?? null);
}

function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <Grid container spacing={1.5}>
      {facts.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6 }}>
          <Typography variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography>{value}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** What the list already knew, shown while the full task loads. */
function TaskSummary({ task }: { task: TaskListItem }) {
  const today = useLandlordToday();
  const lastPayment = useLastPayment(task.id);
  return (
    <>
      <BackLink to={paths.tasks} label="Tasks" />
      <PageHeader title={task.title} subtitle={describeRecurrence(task.recurrence)} />
      <Section title="Details">
        <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
          <StatusChip status={displayStatus(task, today)} size="medium" />
        </Stack>
        <Facts facts={taskFacts(task, lastPayment)} />
      </Section>
      <LoadingState text="Loading task..." />
    </>
  );
}

/** `receipt`: a paid completion's receipt, chosen in the form and sent to its payment (CompleteTaskDialog; composed in src/app). */
export function TaskDetailPage({ receipt }: { receipt?: CompletionReceipt } = {}) {
  const { id = '' } = useParams();
  const { data: task, isLoading, error, refetch } = useGetTaskQuery(id);
  usePreloadOnDraw(Boolean(task), CompleteTaskDialog);
  // A cache read only: the entry a list seeded, never a request of its own.
  const { data: summary } = tasksApi.endpoints.getTaskSummary.useQueryState(id);
  // The cost history's read starts with the task's, not after it.
  const lastPayment = useLastPayment(id);
  const [dialog, setDialog] = useState<'complete' | 'delete' | null>(null);
  const [skip, skipState] = useSkipOccurrenceMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const checklistKey = `task-checklist:${id}`;
  const today = useLandlordToday();
  const pendingTicks = useQueuedSave(checklistKey);

  if (isLoading) return summary ? <TaskSummary task={summary} /> : <LoadingState text="Loading task..." />;
  // A failed refetch (offline) keeps the task as last read on screen.
  if (error && !task) return <LoadError error={error} onRetry={refetch} />;
  if (!task) return <TaskNotFound />;

  // Ticks still waiting in the save queue are what the landlord last saw (also after a reload).
  const checklist =
    (pendingTicks?.status === 'waiting' || pendingTicks?.status === 'sending'
      ? (pendingTicks.args as { changes: { checklist: ChecklistItem[] } }).changes.checklist
      : task.checklist) ?? [];
  // Ticks go through the save queue, so ticks made without a connection are sent
  // later, in order, each with the whole list as it was ticked.
  const toggle = (itemId: string) => {
    const next = checklist.map((i) => (i.id === itemId ? { ...i, done: !i.done } : i));
    // A refused tick falls back to the task as read; its message stays in the status line.
    void dispatch(
      queueSave({
        key: checklistKey,
        endpoint: 'updateTask',
        args: { id: task.id, log: false, changes: { checklist: next } },
      }),
    );
  };

  return (
    <>
      <BackLink to={paths.tasks} label="Tasks" />
      <PageHeader
        title={task.title}
        subtitle={describeRecurrence(task.recurrence)}
        actions={
          <>
            {task.status === 'Open' && (
              <Button variant="contained" startIcon={<CheckCircleOutlinedIcon />} onClick={() => setDialog('complete')}>
                Complete
              </Button>
            )}
            {task.status === 'Open' && (
              <Button
                variant="outlined"
                startIcon={<SkipNextOutlinedIcon />}
                disabled={skipState.isLoading}
                onClick={() => skip({ task })}
              >
                {isRecurring(task.recurrence) ? 'Skip this occurrence' : 'Skip'}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={paths.taskEdit(task.id)}
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
            >
              Edit
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setDialog('delete')}
            >
              Delete
            </Button>
          </>
        }
      />
      {skipState.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not skip: {errorMessage(skipState.error)}
        </Alert>
      )}
      <QueuedSaveStatus saveKey={completionSaveKey(task.id)} label="Completion" />
      <QueuedSaveStatus saveKey={checklistKey} label="Checklist" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Section title="Details">
              <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
                <StatusChip status={displayStatus(task, today)} size="medium" />
              </Stack>
              <Facts facts={taskFacts(task, lastPayment)} />
              {task.notes && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{task.notes}</Typography>}
            </Section>
            <Checklist items={checklist} saving={false} onToggle={toggle} />
            <ActivityLog activities={task.activities} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <TaskVendorSection task={task} />
            <LinksAndAccounts task={task} />
            <TaskPaymentsCard taskId={task.id} />
          </Stack>
        </Grid>
      </Grid>
      {dialog === 'complete' && <CompleteTaskDialog task={task} onClose={() => setDialog(null)} receipt={receipt} />}
      {dialog === 'delete' && (
        <DeleteTaskDialog
          task={task}
          onClose={() => setDialog(null)}
          onDeleted={() => navigate(paths.tasks, { replace: true })}
        />
      )}
    </>
  );
}
