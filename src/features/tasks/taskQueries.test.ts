import { parseTaskFilters } from './taskFilters';
import { DEFAULT_TASKS_SORT, FIRST_TASKS_PAGE, tasksPageArgs } from './taskQueries';

// A pinned clock: Tuesday 24 November 2026, mid-morning.
const now = '2026-11-24'; // the landlord's today
const filters = (query: string) => parseTaskFilters(new URLSearchParams(query));

describe('tasksPageArgs', () => {
  it.each([
    [
      'the list as it opens: soonest due first, first page of 100',
      '',
      DEFAULT_TASKS_SORT,
      '',
      FIRST_TASKS_PAGE,
      { window: {}, sort: { column: 'due_on', ascending: true }, search: '', page: 0, pageSize: 100 },
    ],
    [
      'filters from the address, overdue before today',
      'property=p-1&vendor=v-1&status=open&due=overdue',
      DEFAULT_TASKS_SORT,
      '',
      FIRST_TASKS_PAGE,
      {
        propertyId: 'p-1',
        vendorId: 'v-1',
        status: 'Open',
        window: { before: '2026-11-24', statusRule: 'notDone' },
        sort: { column: 'due_on', ascending: true },
        search: '',
        page: 0,
        pageSize: 100,
      },
    ],
    [
      "the dashboard's due-soon link: today through seven days on",
      'filter=due-soon',
      DEFAULT_TASKS_SORT,
      '',
      FIRST_TASKS_PAGE,
      {
        window: { from: '2026-11-24', to: '2026-12-01', statusRule: 'open' },
        sort: { column: 'due_on', ascending: true },
        search: '',
        page: 0,
        pageSize: 100,
      },
    ],
    [
      'a column the database orders by, descending, with search and a later page',
      '',
      [{ field: 'cost', sort: 'desc' as const }],
      'boiler',
      { page: 2, pageSize: 25 },
      { window: {}, sort: { column: 'cost', ascending: false }, search: 'boiler', page: 2, pageSize: 25 },
    ],
    [
      'a column the database does not order by: no order',
      '',
      [{ field: 'actions', sort: 'asc' as const }],
      '',
      FIRST_TASKS_PAGE,
      { window: {}, sort: undefined, search: '', page: 0, pageSize: 100 },
    ],
    [
      'no order chosen',
      '',
      [],
      '',
      FIRST_TASKS_PAGE,
      { window: {}, sort: undefined, search: '', page: 0, pageSize: 100 },
    ],
  ])('%s', (_case, query, sortModel, search, pagination, expected) => {
    expect(tasksPageArgs(filters(query), now, sortModel, search, pagination)).toEqual(expected);
  });
});
