import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { Box, IconButton, InputBase, MenuItem, Select, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { pagerPosition, pagerRange } from './pagerRules';

export interface ListPagerProps {
  /** Rows over all pages, from the database: exactly, or (not `exact`) more than this many. */
  count: number;
  /** False when the database stopped counting (utils/listTotal.ts): the page's rows then say where the list ends. */
  exact?: boolean;
  /** Rows on the page shown. */
  pageRows?: number;
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

/**
 * The pager of a list read a page at a time: the page size, the range shown with the count,
 * previous and next. Built from MUI's buttons and select rather than TablePagination, which is a
 * table's footer: its arrows wear tooltips, and the tooltips bring Popper.js, about 15 KB (brotli)
 * of code a phone fetched before these screens could draw.
 */
export function ListPager({
  count,
  exact = true,
  pageRows,
  page,
  pageSize,
  pageSizes,
  label,
  busy,
  onChange,
  sizesOnPhone = false,
  scrollToTop = true,
}: ListPagerProps) {
  const position = pagerPosition({ count, exact }, page, pageSize, pageRows);
  // On a phone the range and the arrows keep one line; the page size stays as chosen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const labelId = useId();
  const go = (next: number) => {
    onChange(next, pageSize);
    if (scrollToTop) window.scrollTo({ top: 0 });
  };
  return (
    <Box
      aria-busy={busy}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        minHeight: 52,
        typography: 'body2',
      }}
    >
      {!(phone && !sizesOnPhone) && pageSizes.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={labelId} variant="body2">
            {label}
          </Typography>
          <Select
            labelId={labelId}
            value={pageSize}
            onChange={(e) => onChange(0, Number(e.target.value))}
            input={<InputBase />}
            sx={{ '& .MuiSelect-select': { py: 0.5, textAlign: 'right' } }}
          >
            {pageSizes.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">{pagerRange(position)}</Typography>
        <Box sx={{ display: 'flex' }}>
          <IconButton
            aria-label="Go to previous page"
            title="Go to previous page"
            disabled={position.page === 0}
            onClick={() => go(position.page - 1)}
          >
            <KeyboardArrowLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Go to next page"
            title="Go to next page"
            disabled={position.page >= position.lastPage}
            onClick={() => go(position.page + 1)}
          >
            <KeyboardArrowRightIcon />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
