import { TablePagination, useMediaQuery, useTheme } from '@mui/material';

export interface ListPagerProps {
  /** Rows over all pages (exact, from the database). */
  count: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** 'Properties per page', 'Vendors per page'. */
  label: string;
  busy: boolean;
  onChange: (page: number, pageSize: number) => void;
  /** A long list (bulk notes) keeps its page sizes on a phone too; others keep one line there. */
  sizesOnPhone?: boolean;
  /** A new page starts at the top of the screen, unless the list sits below a form (the planner). */
  scrollToTop?: boolean;
}

/** The pager of a list read a page at a time: the range shown, the exact count, previous and next. */
export function ListPager({ count, page, pageSize, pageSizes, label, busy, onChange, sizesOnPhone = false, scrollToTop = true }: ListPagerProps) {
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  // On a phone the range and the arrows keep one line; the page size stays as chosen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={phone && !sizesOnPhone ? [] : pageSizes}
      labelRowsPerPage={label}
      onPageChange={(_e, next) => {
        onChange(next, pageSize);
        if (scrollToTop) window.scrollTo({ top: 0 });
      }}
      onRowsPerPageChange={(e) => onChange(0, Number(e.target.value))}
      aria-busy={busy}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}
