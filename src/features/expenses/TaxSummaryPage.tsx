import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  GlobalStyles,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { PHONE } from '../../components/layout/filterPanelRules';
import { PageHeader } from '../../components/layout/PageHeader';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { saveCsv } from '../../utils/csv';
import { yearOf } from '../../utils/landlordToday';
import { formatCurrency } from '../../utils/format';
import { TAX_LINES } from './expenseRules';
import { useGetTaxYearSummaryQuery } from './expensesApi';
import { summaryCsv, summaryYear, toSummaryTable } from './summaryRules';
import { TaxSummaryCards } from './TaxSummaryCards';
import { useFirstBatch } from '../../components/layout/useFirstBatch';

// One landscape page: the navigation, buttons and filters stay off paper, the table shrinks to fit.
const PRINT_STYLES = {
  '@page': { size: 'landscape', margin: '10mm' },
  '@media print': {
    'header, nav, .MuiDrawer-root, .no-print': { display: 'none !important' },
    main: { padding: '0 !important', margin: '0 !important', width: '100% !important' },
    '.tax-summary': { boxShadow: 'none !important', overflow: 'visible !important' },
    '.tax-summary table': { fontSize: '7.5pt', width: '100%' },
    '.tax-summary th, .tax-summary td': { padding: '2px 3px !important', whiteSpace: 'normal !important' },
    '.tax-summary tr': { breakInside: 'avoid' },
  },
} as const;

const amount = (n: number | undefined) => (n ? formatCurrency(n) : '—');

/** /expenses/summary?year=2026: totals per property and Schedule E line, summed by the database. */
export function TaxSummaryPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = yearOf(useLandlordToday());
  const year = summaryYear(params, thisYear);
  const { data, error, isLoading, refetch } = useGetTaxYearSummaryQuery(year);
  const table = useMemo(() => (data ? toSummaryTable(data) : null), [data]);
  // The first screenful of rows with the data, the rest right after: 0.41 s of a phone's cold load.
  const shownRows = useFirstBatch(table?.rows.length ?? 0);
  const years = Array.from({ length: 6 }, (_, i) => thisYear + 1 - i);
  const cellSx = { whiteSpace: 'nowrap' } as const;
  const phone = useMediaQuery(PHONE, { noSsr: true });

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageHeader
        title={`Tax-year summary ${year}`}
        actions={
          <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Year"
              value={String(year)}
              onChange={(e) => setParams({ year: e.target.value }, { replace: true })}
              sx={{ minWidth: 110 }}
            >
              {years.map((y) => (
                <MenuItem key={y} value={String(y)}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!table}
              onClick={() => table && saveCsv(`schedule-e-${year}.csv`, summaryCsv(table))}
            >
              Export CSV
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
            <Button component={RouterLink} to={paths.expensesWhere({ year: String(year) })}>
              All payments
            </Button>
          </Box>
        }
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Money paid from January 1 to December 31, {year}, by property and IRS Schedule E expense line. Business is what
        was not paid for a property.
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading || !table ? (
        <Typography role="status" color="textSecondary">
          Loading the summary...
        </Typography>
      ) : phone ? (
        <TaxSummaryCards summary={table} year={year} />
      ) : (
        <Card className="tax-summary">
          {/* Wider than a small window: the region scrolls sideways, and a keyboard can reach it to scroll. */}
          <TableContainer tabIndex={0} role="region" aria-label={`Summary table, ${year}`}>
            <Table size="small" aria-label={`Expenses by property and Schedule E line, ${year}`}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Property
                  </TableCell>
                  {TAX_LINES.map(([line, name]) => (
                    <TableCell key={line} align="right" component="th" scope="col" title={name}>
                      {line}
                      <Typography variant="caption" component="div" color="textSecondary" sx={{ lineHeight: 1.2 }}>
                        {name}
                      </Typography>
                    </TableCell>
                  ))}
                  <TableCell align="right" component="th" scope="col">
                    Total
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.slice(0, shownRows).map((row) => (
                  <TableRow key={row.key} hover>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    {TAX_LINES.map(([line]) => (
                      <TableCell key={line} align="right" sx={cellSx}>
                        {amount(row.byLine[line])}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ ...cellSx, fontWeight: 600 }}>
                      {amount(row.total)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& > *': { fontWeight: 700, borderTop: 2 } }}>
                  <TableCell component="th" scope="row">
                    Total
                  </TableCell>
                  {TAX_LINES.map(([line]) => (
                    <TableCell key={line} align="right" sx={cellSx}>
                      {amount(table.lineTotals[line])}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={cellSx} aria-label={`Total for ${year}`}>
                    {formatCurrency(table.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
    </>
  );
}
