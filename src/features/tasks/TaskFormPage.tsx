import { Alert, Button, Card, CardContent, Divider, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { ChecklistEditor, LinksEditor, StringListEditor } from './ListEditors';
import { ScheduleFields } from './RecurrenceEditor';
import { isRecurring } from './recurrenceRules';
import {
  fromTask,
  newTaskForm,
  toTaskInput,
  toTaskUpdate,
  validateTaskForm,
  type TaskForm,
  type TaskFormPageErrors,
} from './taskForm';
import { TaskFormFields } from './TaskFormFields';
import { TaskNotFound } from './TaskNotFound';
import {
  useCreateTaskMutation,
  useGetTaskFormOptionsQuery,
  useGetTaskQuery,
  useUpdateTaskMutation,
  type TaskFormOptions,
} from './tasksApi';

/** /tasks/new and /tasks/{id}/edit. */
export function TaskFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const task = useGetTaskQuery(id ?? '', { skip: !id });
  // The choices load first, so no select holds a value it has no option for.
  const options = useGetTaskFormOptionsQuery();
  if (id && task.isLoading) return <LoadingState text="Loading task..." />;
  if (options.isLoading) return <LoadingState />;
  if (task.error) return <LoadError error={task.error} onRetry={task.refetch} />;
  if (options.error || !options.data) return <LoadError error={options.error} onRetry={options.refetch} />;
  if (id && !task.data) return <TaskNotFound />;
  // An edited recurring task previews from the occurrence it is waiting on (what the database re-anchors from).
  const previewFrom = task.data && isRecurring(task.data.recurrence) ? task.data.next_due_date : null;
  return (
    <TaskFormCard
      key={task.data?.id ?? 'new'}
      id={id}
      initial={task.data ? fromTask(task.data) : newTaskForm(params)}
      options={options.data}
      previewFrom={previewFrom}
    />
  );
}

interface CardProps {
  id?: string;
  initial: TaskForm;
  options: TaskFormOptions;
  previewFrom: string | null;
}

function TaskFormCard({ id, initial, options, previewFrom }: CardProps) {
  const [form, setForm] = useState(initial);
  // Messages appear after the first save attempt, then follow the fields as they are fixed.
  const [submitted, setSubmitted] = useState(false);
  const errors: TaskFormPageErrors = submitted ? validateTaskForm(form, options) : {};
  const [create, createState] = useCreateTaskMutation();
  const [update, updateState] = useUpdateTaskMutation();
  const saveError = id ? updateState.error : createState.error;
  const saving = createState.isLoading || updateState.isLoading;
  const navigate = useNavigate();
  const notify = useNotify();
  const change = (changes: Partial<TaskForm>) => setForm((f) => ({ ...f, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateTaskForm(form, options)).length) return;
    // Status set to Completed or Skipped runs the same completion (or skip) as the buttons.
    const result = id ? await update({ id, ...toTaskUpdate(form, initial.status) }) : await create(toTaskInput(form));
    if (!result.error) {
      notify(id ? 'Task saved' : 'Task created');
      navigate(paths.tasks);
    }
  };

  return (
    <>
      <PageHeader title={id ? 'Edit Task' : 'New Task'} />
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent>
          {saveError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not save the task: {errorMessage(saveError)}
            </Alert>
          )}
          <Stack spacing={3}>
            <TaskFormFields form={form} errors={errors} options={options} showStatus={!!id} onChange={change} />
            <Divider />
            <ScheduleFields form={form} errors={errors} onChange={change} previewFrom={previewFrom} />
            <Divider />
            <LinksEditor links={form.links} errors={errors.links} onChange={(links) => change({ links })} />
            <StringListEditor
              title="Account numbers"
              itemLabel="Account number"
              values={form.account_numbers}
              onChange={(account_numbers) => change({ account_numbers })}
            />
            <StringListEditor
              title="Payment methods"
              itemLabel="Payment method"
              values={form.payment_methods}
              onChange={(payment_methods) => change({ payment_methods })}
            />
            <ChecklistEditor items={form.checklist} onChange={(checklist) => change({ checklist })} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button component={RouterLink} to={paths.tasks}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : id ? 'Save Task' : 'Create Task'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
