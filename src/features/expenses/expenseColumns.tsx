import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import type { PaymentListItem } from './expensesApi';
import { taxLineLabel } from './expenseRules';
import { describePayment, whereLabel } from './paymentLabels';

export interface ExpenseActions {
  onEdit: (payment: PaymentListItem) => void;
  onDelete: (payment: PaymentListItem) => void;
  /** Its receipts (given when the page is composed with the documents feature). */
  onReceipts?: (payment: PaymentListItem) => void;
}

/** Date, property · unit, vendor, category, tax line, amount, memo, task. Names are not sortable: the database orders by its own columns. */
export function expenseColumns(actions: ExpenseActions): GridColDef<PaymentListItem>[] {
  return [
    { field: 'paid_on', headerName: 'Date', width: 110, valueFormatter: (value: string) => formatDate(value) },
    {
      field: 'where',
      headerName: 'Property · Unit',
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => whereLabel(row),
    },
    {
      field: 'vendor',
      headerName: 'Vendor',
      flex: 1,
      minWidth: 130,
      sortable: false,
      valueGetter: (_v, row) => row.vendor?.name ?? '',
    },
    { field: 'category', headerName: 'Category', width: 110 },
    { field: 'tax_line', headerName: 'Tax line', width: 140, valueFormatter: (value: number) => taxLineLabel(value) },
    {
      field: 'amount',
      headerName: 'Amount',
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatCurrency(value),
    },
    { field: 'memo', headerName: 'Memo', flex: 1, minWidth: 110, sortable: false },
    {
      field: 'task',
      headerName: 'Task',
      flex: 1,
      // Memo and task give up 30 px each to the receipts button: the row still fits 1280 px.
      minWidth: 110,
      sortable: false,
      valueGetter: (_v, row) => row.task?.title ?? '',
      renderCell: ({ row }) =>
        row.task ? (
          <Link component={RouterLink} to={paths.task(row.task.id)} noWrap>
            {row.task.title}
          </Link>
        ) : (
          'Manual'
        ),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: actions.onReceipts ? 140 : 100,
      getActions: ({ row }) => [
        ...(actions.onReceipts
          ? [
              <GridActionsCellItem
                key="receipts"
                icon={<ReceiptLongOutlinedIcon />}
                label={`Receipts of ${describePayment(row)}`}
                onClick={() => actions.onReceipts?.(row)}
              />,
            ]
          : []),
        <GridActionsCellItem
          key="edit"
          icon={<EditOutlinedIcon />}
          label={`Edit ${describePayment(row)}`}
          onClick={() => actions.onEdit(row)}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteOutlinedIcon />}
          label={`Delete ${describePayment(row)}`}
          onClick={() => actions.onDelete(row)}
        />,
      ],
    },
  ];
}
