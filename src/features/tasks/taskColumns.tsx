import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Link, Typography } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../components/feedback/StatusChip';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { describeRecurrence } from './recurrenceRules';
import type { TaskListItem } from './tasksApi';
import { scopeLabel } from './taskScope';
import { displayStatus, effectiveDueDate, type DisplayStatus } from './taskRules';

export interface TaskActions {
  onComplete: (task: TaskListItem) => void;
  onDelete: (task: TaskListItem) => void;
  navigate: (to: string) => void;
}

/** SPEC §2 columns (Task, Scope, Due Date, Vendor, Status, Cost, Actions) and the vendor's Account. Built once per screen; the database sorts. */
export function taskColumns(actions: TaskActions, today: string): GridColDef<TaskListItem>[] {
  return [
    {
      field: 'title',
      headerName: 'Task',
      flex: 1.6,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            height: '100%',
            lineHeight: 1.4,
            minWidth: 0,
          }}
        >
          <Link component={RouterLink} to={paths.task(row.id)} noWrap>
            {row.title}
          </Link>
          <Typography variant="caption" color="textSecondary" noWrap>
            {describeRecurrence(row.recurrence)}
          </Typography>
        </Box>
      ),
    },
    // Scope, vendor and cost are names and sums the database cannot order the list by.
    { field: 'scope', headerName: 'Scope', flex: 1, minWidth: 150, valueGetter: (_v, row) => scopeLabel(row) },
    {
      field: 'due',
      headerName: 'Due Date',
      width: 130,
      valueGetter: (_v, row) => effectiveDueDate(row),
      valueFormatter: (value: string | null) => formatDate(value),
    },
    { field: 'vendor', headerName: 'Vendor', flex: 1, minWidth: 140, valueGetter: (_v, row) => row.vendor?.name ?? '' },
    // Where the bill is paid: the database's vendor_account (the property's account, else the vendor's default).
    {
      field: 'account',
      headerName: 'Account',
      flex: 0.8,
      // Narrow enough that all eight columns fit a 1280-pixel screen beside the grid's scrollbar.
      minWidth: 90,
      sortable: false,
      valueGetter: (_v, row) => row.vendor_account ?? '',
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 130,
      valueGetter: (_v, row) => displayStatus(row, today),
      renderCell: ({ value }) => <StatusChip status={value as DisplayStatus} />,
    },
    {
      field: 'cost',
      headerName: 'Cost',
      type: 'number',
      width: 120,
      valueGetter: (_v, row) => row.actual_cost ?? row.estimated_cost,
      valueFormatter: (value: number | null) => (value === null ? '' : formatCurrency(value)),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 170,
      getActions: ({ row }) => [
        ...(row.status === 'Open'
          ? [
              <GridActionsCellItem
                key="complete"
                icon={<CheckCircleOutlineIcon />}
                label={`Complete ${row.title}`}
                onClick={() => actions.onComplete(row)}
              />,
            ]
          : []),
        <GridActionsCellItem
          key="view"
          icon={<VisibilityOutlinedIcon />}
          label={`View ${row.title}`}
          onClick={() => actions.navigate(paths.task(row.id))}
        />,
        <GridActionsCellItem
          key="edit"
          icon={<EditOutlinedIcon />}
          label={`Edit ${row.title}`}
          onClick={() => actions.navigate(paths.taskEdit(row.id))}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteOutlinedIcon />}
          label={`Delete ${row.title}`}
          onClick={() => actions.onDelete(row)}
        />,
      ],
    },
  ];
}
