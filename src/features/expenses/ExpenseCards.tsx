import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { IconButton, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListCard } from '../../components/layout/ListCard';
import type { PagedListProps, SortChoice } from '../../components/layout/listSortRules';
import { PhoneList } from '../../components/layout/PhoneList';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { taxLineLabel } from './expenseRules';
import type { PaymentListItem } from './expensesApi';
import { describePayment, whereLabel } from './paymentLabels';

/** The columns the database orders the ledger by (expenseQueries.ts). */
const SORT_CHOICES: SortChoice[] = [
  { field: 'paid_on', label: 'Date' },
  { field: 'amount', label: 'Amount' },
  { field: 'category', label: 'Category' },
  { field: 'tax_line', label: 'Tax line' },
];

interface Props extends PagedListProps {
  payments: PaymentListItem[];
  onEdit: (payment: PaymentListItem) => void;
  onDelete: (payment: PaymentListItem) => void;
  onReceipts?: (payment: PaymentListItem) => void;
  empty: ReactNode;
}

function ExpenseCard({
  payment,
  onEdit,
  onDelete,
  onReceipts,
}: { payment: PaymentListItem } & Pick<Props, 'onEdit' | 'onDelete' | 'onReceipts'>) {
  return (
    <ListCard
      title={payment.vendor?.name ?? payment.category}
      details={[
        `${formatDate(payment.paid_on)} · ${whereLabel(payment)}`,
        `${payment.category} · ${taxLineLabel(payment.tax_line)}`,
        payment.memo,
        payment.task ? (
          <Link component={RouterLink} to={paths.task(payment.task.id)}>
            {payment.task.title}
          </Link>
        ) : (
          'Manual'
        ),
      ]}
      amount={formatCurrency(payment.amount)}
      actions={
        <>
          {onReceipts && (
            <IconButton aria-label={`Receipts of ${describePayment(payment)}`} onClick={() => onReceipts(payment)}>
              <ReceiptLongOutlinedIcon />
            </IconButton>
          )}
          <IconButton aria-label={`Edit ${describePayment(payment)}`} onClick={() => onEdit(payment)}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton aria-label={`Delete ${describePayment(payment)}`} onClick={() => onDelete(payment)}>
            <DeleteOutlinedIcon />
          </IconButton>
        </>
      }
    />
  );
}

/** /expenses on a phone: the ledger's page as cards, in the grid's order, with its pager. */
export function ExpenseCards(props: Props) {
  return (
    <PhoneList
      label="Expenses"
      items={props.payments}
      itemKey={(payment) => payment.id}
      busy={props.busy}
      renderItem={(payment) => (
        <ExpenseCard payment={payment} onEdit={props.onEdit} onDelete={props.onDelete} onReceipts={props.onReceipts} />
      )}
      sort={{ choices: SORT_CHOICES, model: props.sortModel, onChange: props.onSortModelChange }}
      pager={{
        count: props.total.count,
        exact: props.total.exact,
        pageRows: props.payments.length,
        page: props.page,
        pageSize: props.pageSize,
        pageSizes: props.pageSizes,
        label: 'Expenses per page',
        onChange: props.onPage,
      }}
      empty={props.empty}
    />
  );
}
