import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { DeferredDataGrid, preloadDataGrid } from '../../components/data-grid/DeferredDataGrid';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { PHONE } from '../../components/layout/filterPanelRules';
import { PageHeader } from '../../components/layout/PageHeader';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { saveCsv } from '../../utils/csv';
import { yearOf } from '../../utils/landlordToday';
import { formatCurrency } from '../../utils/format';
import { DeleteExpenseDialog } from './DeleteExpenseDialog';
import { describePayment } from './paymentLabels';
import { ExpenseFiltersBar } from './ExpenseFiltersBar';
import { ExpenseFormDialog } from './ExpenseFormDialog';
import { expenseFiltersChosen, selectSavedExpenseFilters } from './expenseFiltersSlice';
import { ExpenseCards } from './ExpenseCards';
import { expenseColumns } from './expenseColumns';
import { paymentsCsv } from './expenseExport';
import { toExpenseQuery, toExpenseSearchParams, type ExpenseFilters } from './expenseRules';
import { alertYear, missingW9, missingW9Sentence } from './form1099Rules';
import {
  useGetForm1099TotalsQuery,
  useGetPaymentsQuery,
  useGetPaymentTotalsQuery,
  useLazyGetAllPaymentsQuery,
  type PaymentListItem,
} from './expensesApi';
import { DEFAULT_EXPENSES_SORT, expensesPageArgs, FIRST_EXPENSES_PAGE, openingExpenseFilters } from './expenseQueries';

const PAGE_SIZES = [25, 50, 100];
const GRID_TOOLBAR = {
  toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
};

function NoExpenses() {
  return (
    <Typography color="textSecondary" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      No expenses match these filters
    </Typography>
  );
}

/** /expenses: every payment in the ledger, filtered, paged and ordered in the database. */
/** `receipts`: a payment's receipts (the documents feature's, composed in src/app/routes). */
export function ExpensesPage({ receipts }: { receipts?: (payment: PaymentListItem) => ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const saved = useAppSelector(selectSavedExpenseFilters);
  const dispatch = useAppDispatch();
  // Asked before the first render (noSsr): a phone never starts the grid's code, its cards need none of it.
  const phone = useMediaQuery(PHONE, { noSsr: true });
  // The grid's code downloads while the first page is read (the first rows show without it).
  useEffect(() => {
    if (!phone) void preloadDataGrid();
  }, [phone]);
  // Opened without filters (the navigation entry): the last ones come back. A link with filters wins.
  const [restore] = useState(() => (params.toString() === '' && saved ? saved : null));
  useEffect(() => {
    if (restore) setParams(new URLSearchParams(restore), { replace: true });
  }, [restore, setParams]);
  const filters = useMemo(() => openingExpenseFilters(params, restore), [params, restore]);
  const queryFilters = useMemo(() => toExpenseQuery(filters), [filters]);
  const filterKey = params.toString();
  const [paging, setPaging] = useState({ key: filterKey, model: FIRST_EXPENSES_PAGE });
  const pagination = paging.key === filterKey ? paging.model : { ...paging.model, page: 0 };
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_EXPENSES_SORT);
  const { page, pageSize } = pagination;
  const query = useMemo(
    () => expensesPageArgs(queryFilters, sortModel, { page, pageSize }),
    [queryFilters, sortModel, page, pageSize],
  );
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentsQuery(query);
  const totals = useGetPaymentTotalsQuery(queryFilters);
  const [exportAll, exporting] = useLazyGetAllPaymentsQuery();
  const [editing, setEditing] = useState<PaymentListItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentListItem | null>(null);
  const thisYear = yearOf(useLandlordToday());
  const years = useMemo(() => Array.from({ length: 6 }, (_, i) => thisYear + 1 - i), [thisYear]);

  const onEdit = useCallback((p: PaymentListItem) => setEditing(p), []);
  const onDelete = useCallback((p: PaymentListItem) => setDeleting(p), []);
  const [receiptsOf, setReceiptsOf] = useState<PaymentListItem | null>(null);
  const onReceipts = useMemo(() => (receipts ? (p: PaymentListItem) => setReceiptsOf(p) : undefined), [receipts]);
  const columns = useMemo(() => expenseColumns({ onEdit, onDelete, onReceipts }), [onEdit, onDelete, onReceipts]);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => setPaging({ key: filterKey, model }),
    [filterKey],
  );
  const setFilters = (next: ExpenseFilters) => {
    const search = toExpenseSearchParams(next);
    dispatch(expenseFiltersChosen(search.toString()));
    setParams(search, { replace: true });
  };
  const summaryYear = filters.year || String(thisYear);
  const year1099 = alertYear(filters.year, thisYear);
  const missing1099 = missingW9(useGetForm1099TotalsQuery(year1099).data ?? []).length;

  const exportCsv = async () => {
    const result = await exportAll(queryFilters);
    if (result.data)
      saveCsv(`expenses${filterKey ? `-${filterKey.replace(/[^\w-]+/g, '_')}` : ''}.csv`, paymentsCsv(result.data));
  };

  return (
    <>
      <PageHeader
        title="Expenses"
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={paths.expenseSummary(summaryYear)} variant="outlined">
              Schedule E
            </Button>
            <Button component={RouterLink} to={paths.expense1099(year1099)} variant="outlined">
              1099s
            </Button>
            <Button
              onClick={() => void exportCsv()}
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exporting.isFetching}
            >
              {exporting.isFetching ? 'Exporting...' : 'Export CSV'}
            </Button>
            <Button onClick={() => setEditing('new')} variant="contained" startIcon={<AddIcon />}>
              Add expense
            </Button>
          </Box>
        }
      />
      <ExpenseFiltersBar filters={filters} years={years} onChange={setFilters} />
      {missing1099 > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {missingW9Sentence(missing1099)} for {year1099}.{' '}
          <Link component={RouterLink} to={paths.expense1099(year1099)}>
            See the 1099s
          </Link>
        </Alert>
      )}
      {exporting.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not export: {errorMessage(exporting.error)}
        </Alert>
      )}
      <Card component="section" aria-label="Totals" sx={{ mb: 2, px: 2, py: 1.5 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
          {totals.error ? (
            <Typography color="error">Could not load the totals: {errorMessage(totals.error)}</Typography>
          ) : (
            <Typography role="status" aria-label="Total for these filters">
              <strong>{totals.data ? formatCurrency(totals.data.total) : '…'}</strong>
              {totals.data
                ? ` in ${totals.data.payments.toLocaleString('en-US')} ${totals.data.payments === 1 ? 'payment' : 'payments'}`
                : ''}
            </Typography>
          )}
          <Link component={RouterLink} to={paths.expenseSummary(summaryYear)} variant="body2">
            Schedule E for {summaryYear}: every property's column
          </Link>
        </Stack>
      </Card>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading ? (
        <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          Loading expenses...
        </Typography>
      ) : phone ? (
        <ExpenseCards
          payments={data ?? []}
          total={{ count: totals.data?.payments ?? data?.length ?? 0, exact: true }}
          busy={isFetching}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(next, size) => onPaginationModelChange({ page: next, pageSize: size })}
          onEdit={onEdit}
          onDelete={onDelete}
          onReceipts={onReceipts}
          empty={
            <Card>
              <EmptyState title="No expenses match these filters" />
            </Card>
          }
        />
      ) : (
        <DeferredDataGrid
          label="Expenses"
          rows={data ?? []}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          rowCount={totals.data?.payments ?? data?.length ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          disableColumnFilter
          slots={{ noRowsOverlay: NoExpenses }}
          slotProps={GRID_TOOLBAR}
        />
      )}
      {editing && (
        <ExpenseFormDialog
          payment={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          receipts={receipts}
        />
      )}
      {receiptsOf && receipts && (
        <Dialog open onClose={() => setReceiptsOf(null)} aria-labelledby="receipts-title" fullWidth maxWidth="sm">
          <DialogTitle id="receipts-title">Receipts of {describePayment(receiptsOf)}</DialogTitle>
          <DialogContent>{receipts(receiptsOf)}</DialogContent>
          <DialogActions>
            <Button onClick={() => setReceiptsOf(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
      {deleting && <DeleteExpenseDialog payment={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
