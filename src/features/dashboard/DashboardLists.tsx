import { Stack, Typography } from '@mui/material';
import { OverdueChip } from '../../components/feedback/OverdueChip';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import {
  useGetBillJumpsQuery,
  useGetDueSoonTasksQuery,
  useGetOverdueTasksQuery,
  useGetUpcomingRentQuery,
  useGetWeekCompletionsQuery,
  type BillJump,
  type Completion,
  type DueTask,
  type RentItem,
  type Window,
} from './dashboardApi';
import { DUE_SOON_DAYS, dueLabel, JUMP_DAYS, jumpLabel, RENT_AHEAD_DAYS } from './dashboardRules';
import { ListCard, type ListRow } from './ListCard';

const taskRow = (task: DueTask, today: string, tone: 'error' | 'textSecondary'): ListRow => ({
  key: task.id,
  to: paths.task(task.id),
  primary: task.title,
  secondary: `${task.property?.name ?? 'Business'} · ${formatDate(task.due_on)}`,
  aside: (
    <Typography variant="body2" color={tone}>
      {dueLabel(task.due_on, today)}
    </Typography>
  ),
});

/** SPEC §2: open tasks due before today; the same rows as /tasks?filter=overdue. */
export function OverdueCard({ today }: { today: string }) {
  const query = useGetOverdueTasksQuery(today);
  return (
    <ListCard
      id="dashboard-overdue"
      title="Overdue tasks"
      caption="Open tasks past their due date"
      query={query}
      toRow={(task) => taskRow(task, today, 'error')}
      viewAll={`${paths.tasks}?filter=overdue`}
      empty={{ title: 'Nothing overdue', description: 'Tasks still open after their due date show up here.' }}
    />
  );
}

/** SPEC §2/§9: open tasks due from today through the next 7 days; /tasks?filter=due-soon. */
export function DueSoonCard({ window, today }: { window: Window; today: string }) {
  const query = useGetDueSoonTasksQuery(window);
  return (
    <ListCard
      id="dashboard-due-soon"
      title={`Due in the next ${DUE_SOON_DAYS} days`}
      caption={`Open tasks due today through ${formatDate(window.to)}`}
      query={query}
      toRow={(task) => taskRow(task, today, 'textSecondary')}
      viewAll={`${paths.tasks}?filter=due-soon`}
      empty={{
        title: 'Nothing due this week',
        description: 'Add bills, inspections and repairs as tasks to see what comes next.',
        action: { to: paths.taskNew, label: 'Add a task' },
      }}
    />
  );
}

/**
 * SPEC §2/§9: increases effective in the next 90 days, soonest first, after the overdue ones (marked,
 * they wait to be applied); /rent/increases/upcoming?range=90d lists the same.
 */
export function RentCard({ window }: { window: Window }) {
  const query = useGetUpcomingRentQuery(window);
  const toRow = (item: RentItem): ListRow => ({
    key: item.id,
    to: paths.property(item.unit.property.id),
    primary: `${item.unit.property.name} · ${item.unit.unit_label}`,
    secondary: `Effective ${formatDate(item.effective_date)}`,
    aside:
      item.status === 'Overdue' ? (
        <Stack sx={{ alignItems: 'flex-end' }}>
          {formatCurrency(item.planned_new_rent)}
          <OverdueChip />
        </Stack>
      ) : (
        formatCurrency(item.planned_new_rent)
      ),
  });
  return (
    <ListCard
      id="dashboard-rent"
      title="Rent increases"
      caption={`Next ${RENT_AHEAD_DAYS} days, through ${formatDate(window.to)}`}
      query={query}
      toRow={toRow}
      viewAll={paths.upcomingIncreasesRange('90d')}
      empty={{
        title: 'No rent increases planned',
        description: 'Plan one in the Rent Planner and it shows here until it takes effect.',
        action: { to: paths.rentPlanner, label: 'Open the Rent Planner' },
      }}
    />
  );
}

/** Every completion this week, newest first; each one's cost counts in This Week Spend. */
export function CompletedCard({ week }: { week: Window }) {
  const query = useGetWeekCompletionsQuery(week);
  // The landlord's days, as the database dated each completion.
  const toRow = (c: Completion): ListRow => ({
    key: c.id,
    to: paths.task(c.task.id),
    primary: c.task.title,
    secondary: `Completed ${formatDate(c.completed_on)}`,
    aside:
      c.actual_cost === null ? (
        <Typography variant="body2" color="textSecondary">
          No cost
        </Typography>
      ) : (
        formatCurrency(c.actual_cost)
      ),
  });
  return (
    <ListCard
      id="dashboard-completed"
      title="Completed this week"
      caption={`Since ${formatDate(week.from)}`}
      query={query}
      toRow={toRow}
      empty={{
        title: 'Nothing completed yet this week',
        description: 'Complete a task from the Tasks list; its cost adds to This Week Spend.',
        action: { to: paths.tasks, label: 'Go to Tasks' },
      }}
    />
  );
}

/** Payments more than 1.5× the usual for their bill (the database's rule), newest first. */
export function JumpsCard({ since }: { since: string }) {
  const query = useGetBillJumpsQuery(since);
  const toRow = (j: BillJump): ListRow => ({
    key: j.id,
    to: paths.task(j.task_id),
    primary: j.task_title,
    secondary: `${jumpLabel(formatCurrency(j.amount), j.ratio, formatCurrency(j.usual))} · ${formatDate(j.paid_on)}`,
    aside: (
      <Typography variant="body2" color="error">
        {j.ratio}×
      </Typography>
    ),
  });
  return (
    <ListCard
      id="dashboard-jumps"
      title="Bills that jumped"
      caption={`Paid in the last ${JUMP_DAYS} days, over 1.5× the usual`}
      query={query}
      toRow={toRow}
      viewAll={paths.expenses}
      empty={{
        title: 'No bills jumped',
        description:
          'A bill paid at more than 1.5 times its usual amount shows up here: a leak, a meter misread, a rate change.',
      }}
    />
  );
}
