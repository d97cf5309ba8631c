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
}

/** The pager of a list read a page at a time: the range shown, the exact count, previous and next. */
export function ListPager({ count, page, pageSize, pageSizes, label, busy, onChange }: ListPagerProps) {
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  // On a phone the range and the arrows keep one line; the page size stays as chosen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(page, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={phone ? [] : pageSizes}
      labelRowsPerPage={label}
      onPageChange={(_e, next) => {
        onChange(next, pageSize);
        window.scrollTo({ top: 0 });
      }}
      onRowsPerPageChange={(e) => onChange(0, Number(e.target.value))}
      aria-busy={busy}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}
