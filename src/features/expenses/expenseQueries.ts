import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { parseExpenseFilters, type ExpenseFilters, type ExpenseQueryFilters } from './expenseRules';
import type { PaymentPageQuery, PaymentSortColumn } from './expensesApi';

export const FIRST_EXPENSES_PAGE: GridPaginationModel = { page: 0, pageSize: 50 };
export const DEFAULT_EXPENSES_SORT: GridSortModel = [{ field: 'paid_on', sort: 'desc' }];
const SORT_COLUMNS: Record<string, PaymentSortColumn> = {
  paid_on: 'paid_on',
  amount: 'amount',
  category: 'category',
  tax_line: 'tax_line',
};

/** The filters the list opens with: those of its address, or, opened without any (the navigation entry), the last ones chosen. */
export const openingExpenseFilters = (params: URLSearchParams, saved: string | null | undefined): ExpenseFilters =>
  parseExpenseFilters(params.toString() === '' && saved ? new URLSearchParams(saved) : params);

/** The page of payments the list reads: its filters, the grid's order and page (ExpensesPage, and its first reads). */
export function expensesPageArgs(
  filters: ExpenseQueryFilters,
  sortModel: GridSortModel,
  pagination: GridPaginationModel,
): PaymentPageQuery {
  const column = SORT_COLUMNS[sortModel[0]?.field ?? ''] ?? 'paid_on';
  return {
    filters,
    sort: { column, ascending: sortModel[0]?.sort === 'asc' },
    page: pagination.page,
    pageSize: pagination.pageSize,
  };
}
