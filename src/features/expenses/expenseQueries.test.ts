import { toExpenseQuery } from './expenseRules';
import { DEFAULT_EXPENSES_SORT, expensesPageArgs, FIRST_EXPENSES_PAGE, openingExpenseFilters } from './expenseQueries';

const VENDOR = '0b5a3c2e-1111-4222-8333-444455556666';

describe('openingExpenseFilters', () => {
  it.each([
    ['no filters anywhere: none', '', null, { property: '', vendor: '', category: '', year: '', from: '', to: '' }],
    [
      'no address filters: the last ones chosen come back',
      '',
      'category=Water&year=2025',
      { property: '', vendor: '', category: 'Water', year: '2025', from: '', to: '' },
    ],
    [
      'a link with filters wins over the saved ones',
      'category=Tax',
      'category=Water&year=2025',
      { property: '', vendor: '', category: 'Tax', year: '', from: '', to: '' },
    ],
    [
      'saved filters are checked like the address',
      '',
      `vendor=${VENDOR}&category=Nonsense&year=1999`,
      { property: '', vendor: VENDOR, category: '', year: '', from: '', to: '' },
    ],
  ])('%s', (_case, address, saved, expected) => {
    expect(openingExpenseFilters(new URLSearchParams(address), saved)).toEqual(expected);
  });
});

describe('expensesPageArgs', () => {
  const filters = toExpenseQuery(openingExpenseFilters(new URLSearchParams('year=2025'), null));

  it.each([
    [
      'as it opens: newest payment first, first page of 50',
      DEFAULT_EXPENSES_SORT,
      FIRST_EXPENSES_PAGE,
      { column: 'paid_on', ascending: false },
      0,
      50,
    ],
    [
      'by amount, ascending, a later page',
      [{ field: 'amount', sort: 'asc' as const }],
      { page: 3, pageSize: 25 },
      { column: 'amount', ascending: true },
      3,
      25,
    ],
    [
      'a column the database does not order by: by date, newest first',
      [{ field: 'memo', sort: 'desc' as const }],
      FIRST_EXPENSES_PAGE,
      { column: 'paid_on', ascending: false },
      0,
      50,
    ],
    ['no order chosen: by date, newest first', [], FIRST_EXPENSES_PAGE, { column: 'paid_on', ascending: false }, 0, 50],
  ])('%s', (_case, sortModel, pagination, sort, page, pageSize) => {
    expect(expensesPageArgs(filters, sortModel, pagination)).toEqual({
      filters: { p_from: '2025-01-01', p_to: '2025-12-31' },
      sort,
      page,
      pageSize,
    });
  });
});
