import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, IconButton, Link, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ListCard } from '../../components/layout/ListCard';
import type { PagedListProps, SortChoice } from '../../components/layout/listSortRules';
import { PhoneList } from '../../components/layout/PhoneList';
import { paths } from '../../config/paths';
import { downloadCsv } from '../../utils/csv';
import { formatCurrency, formatDate } from '../../utils/format';
import { describeRecurrence } from './recurrenceRules';
import { TASK_CSV_HEADER, taskCsvRows } from './taskExport';
import { displayStatus, effectiveDueDate } from './taskRules';
import { scopeLabel } from './taskScope';
import type { TaskListItem } from './tasksApi';

/** The grid's sortable columns (taskQueries.ts), as the phone's sort menu names them. */
const SORT_CHOICES: SortChoice[] = [
  { field: 'due', label: 'Due date' },
  { field: 'title', label: 'Task' },
  { field: 'status', label: 'Status' },
  { field: 'scope', label: 'Scope' },
  { field: 'vendor', label: 'Vendor' },
  { field: 'cost', label: 'Cost' },
];

interface Props extends PagedListProps {
  tasks: TaskListItem[];
  today: string;
  search: string;
  onSearch: (text: string) => void;
  onComplete: (task: TaskListItem) => void;
  onDelete: (task: TaskListItem) => void;
  empty: ReactNode;
}

function TaskCard({
  task,
  today,
  onComplete,
  onDelete,
}: { task: TaskListItem; today: string } & Pick<Props, 'onComplete' | 'onDelete'>) {
  // Edit is a button, as the grid's action is: the card's one link is its title.
  const navigate = useNavigate();
  const cost = task.actual_cost ?? task.estimated_cost;
  return (
    <ListCard
      title={
        <Link component={RouterLink} to={paths.task(task.id)}>
          {task.title}
        </Link>
      }
      status={<StatusChip status={displayStatus(task, today)} />}
      details={[
        describeRecurrence(task.recurrence),
        [scopeLabel(task), task.vendor?.name].filter(Boolean).join(' · '),
        `Due ${formatDate(effectiveDueDate(task))}`,
      ]}
      amount={cost === null ? '' : formatCurrency(cost)}
      actions={
        <>
          {task.status === 'Open' && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<CheckCircleOutlineIcon />}
              aria-label={`Complete ${task.title}`}
              onClick={() => onComplete(task)}
            >
              Complete
            </Button>
          )}
          <IconButton aria-label={`Edit ${task.title}`} onClick={() => navigate(paths.taskEdit(task.id))}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton aria-label={`Delete ${task.title}`} onClick={() => onDelete(task)}>
            <DeleteOutlinedIcon />
          </IconButton>
        </>
      }
    />
  );
}

/** /tasks on a phone: the grid's page, order, search and export as cards, Complete on each open task. */
export function TaskCards(props: Props) {
  const { tasks, total, today, busy, search, onSearch } = props;
  return (
    <PhoneList
      label="Tasks"
      items={tasks}
      itemKey={(task) => task.id}
      busy={busy}
      renderItem={(task) => (
        <TaskCard task={task} today={today} onComplete={props.onComplete} onDelete={props.onDelete} />
      )}
      sort={{ choices: SORT_CHOICES, model: props.sortModel, onChange: props.onSortModelChange }}
      tools={
        <>
          <TextField
            type="search"
            size="small"
            label="Search tasks"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            sx={{ flex: '1 1 160px' }}
          />
          <Button
            startIcon={<DownloadIcon />}
            disabled={tasks.length === 0}
            onClick={() => downloadCsv('tasks.csv', TASK_CSV_HEADER, taskCsvRows(tasks, today))}
          >
            Export CSV
          </Button>
        </>
      }
      pager={{
        count: total.count,
        exact: total.exact,
        pageRows: tasks.length,
        page: props.page,
        pageSize: props.pageSize,
        pageSizes: props.pageSizes,
        label: 'Tasks per page',
        onChange: props.onPage,
      }}
      empty={props.empty}
    />
  );
}
