import type { ListTotal } from '../../utils/listTotal';

/** One key of a list's order, shaped as the data grid's sort items so a page keeps one sort state for both layouts. */
export interface SortItem {
  field: string;
  sort: 'asc' | 'desc' | null | undefined;
}

/** A field the database can order the list by, as the sort menu names it. */
export interface SortChoice {
  field: string;
  label: string;
}

export interface ShownSort {
  field: string;
  descending: boolean;
}

/** The order a list is in: its first sort key when the menu offers it, else the first choice, ascending. */
export function shownSort(model: readonly SortItem[], choices: readonly SortChoice[]): ShownSort {
  const first = model[0];
  if (first && choices.some((c) => c.field === first.field))
    return { field: first.field, descending: first.sort === 'desc' };
  return { field: choices[0]?.field ?? '', descending: false };
}

export const sortModelFor = ({ field, descending }: ShownSort): SortItem[] => [
  { field, sort: descending ? 'desc' : 'asc' },
];

/** What a page's phone list is handed by its page: one server page, its sort, and the pager's state. */
export interface PagedListProps {
  total: ListTotal;
  busy: boolean;
  sortModel: readonly SortItem[];
  onSortModelChange: (model: SortItem[]) => void;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPage: (page: number, pageSize: number) => void;
}
