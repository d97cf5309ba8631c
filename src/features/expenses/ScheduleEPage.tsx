import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  GlobalStyles,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { recentYears, YearField } from '../../components/form/YearField';
import { PHONE } from '../../components/layout/filterPanelRules';
import { ListCard } from '../../components/layout/ListCard';
import { PageHeader } from '../../components/layout/PageHeader';
import { PhoneList } from '../../components/layout/PhoneList';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { saveCsv } from '../../utils/csv';
import { formatCurrency } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { AccountantPackageButton } from './AccountantPackageButton';
import { useGetScheduleEQuery } from './expensesApi';
import { ScheduleEEntriesDialog, type ScheduleEFigure, type ScheduleEReceipts } from './ScheduleEEntriesDialog';
import {
  columnPages,
  figureOf,
  pageLetters,
  scheduleECsv,
  scheduleELineName,
  scheduleERows,
  scheduleEYear,
  type ScheduleEColumn,
  type ScheduleEDocument,
} from './scheduleERules';

// Letter paper, upright, a page of the form (three properties) per sheet; the navigation, buttons
// and the screen's pager stay off paper, and every page of columns prints, not only the one shown.
const PRINT_STYLES = {
  '@page': { size: 'letter portrait', margin: '12mm' },
  '.schedule-e-print-only': { display: 'none' },
  '@media print': {
    'header, nav, .MuiDrawer-root, .no-print': { display: 'none !important' },
    main: { padding: '0 !important', margin: '0 !important', width: '100% !important' },
    '.schedule-e-print-only': { display: 'block !important' },
    '.schedule-e-page': { boxShadow: 'none !important', breakAfter: 'page', marginBottom: '0 !important' },
    '.schedule-e-page table': { fontSize: '9pt' },
    '.schedule-e-page th, .schedule-e-page td': { padding: '3px 4px !important' },
    '.schedule-e-page tr': { breakInside: 'avoid' },
  },
} as const;

/** Lines the landlord can open to see the rows behind them: sums of ledger rows, not 2, 20 or 21. */
const opens = (line: number) => line !== 2 && line !== 20 && line !== 21;

function figureText(line: number, value: number | null) {
  if (line === 2) return String(value ?? 0);
  return value === null ? '—' : formatCurrency(value);
}

function Figure({
  column,
  line,
  onOpen,
}: {
  column: ScheduleEColumn;
  line: number;
  onOpen: (figure: ScheduleEFigure) => void;
}) {
  const value = figureOf(column, line);
  const text = figureText(line, value);
  if (value === null || !opens(line)) return <>{text}</>;
  const rows = column.entries[String(line)] ?? 0;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => onOpen({ column, line })}
      aria-label={`${text}, line ${line} for ${column.letter} ${column.name}: show the ${rows} ledger ${rows === 1 ? 'row' : 'rows'}`}
      sx={{ font: 'inherit', verticalAlign: 'baseline' }}
    >
      {text}
    </Link>
  );
}

/** One page of the form: the lines as rows, up to three properties as columns. */
function FormPage({
  doc,
  columns,
  onOpen,
  className,
}: {
  doc: ScheduleEDocument;
  columns: ScheduleEColumn[];
  onOpen: (figure: ScheduleEFigure) => void;
  className?: string;
}) {
  const label = `Schedule E ${doc.year}, properties ${pageLetters(columns)}`;
  return (
    <Card className={`schedule-e-page ${className ?? ''}`} sx={{ mb: 2, maxWidth: 1000 }}>
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Line
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.property_id} component="th" scope="col" align="right" sx={{ minWidth: 150 }}>
                  {c.letter}{' '}
                  <Link component={RouterLink} to={paths.property(c.property_id)}>
                    {c.name}
                  </Link>
                  <Typography variant="caption" component="div" color="textSecondary" sx={{ lineHeight: 1.3 }}>
                    {c.address}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {scheduleERows(doc).map((line) => (
              <TableRow key={line} sx={line >= 20 ? { '& > *': { fontWeight: 700 } } : undefined}>
                <TableCell component="th" scope="row">
                  {line} {scheduleELineName(line)}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.property_id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Figure column={c} line={line} onOpen={onOpen} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** A phone: a card per property with its days and the lines it has, each opening its rows. */
function ScheduleECards({ doc, onOpen }: { doc: ScheduleEDocument; onOpen: (figure: ScheduleEFigure) => void }) {
  return (
    <PhoneList
      label={`Schedule E ${doc.year} by property`}
      items={doc.columns}
      itemKey={(c) => c.property_id}
      renderItem={(c) => (
        <ListCard
          title={`${c.letter} ${c.name}`}
          details={[
            c.address,
            <Box
              key="lines"
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, color: 'text.primary' }}
            >
              {scheduleERows(doc)
                .filter((line) => line === 2 || line >= 20 || figureOf(c, line) !== null)
                .map((line) => (
                  <Box key={line} sx={{ display: 'contents', fontWeight: line >= 20 ? 700 : undefined }}>
                    <Box component="dt">
                      {line} {scheduleELineName(line)}
                    </Box>
                    <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                      <Figure column={c} line={line} onOpen={onOpen} />
                    </Box>
                  </Box>
                ))}
            </Box>,
          ]}
        />
      )}
    />
  );
}

/**
 * /expenses/summary?year=2026: the year's Schedule E as the form reads it, from the database's sums.
 * `receipts`: each payment's receipts in a figure's rows (the documents feature's, composed in src/app/routes).
 */
export function ScheduleEPage({ receipts }: { receipts?: ScheduleEReceipts } = {}) {
  const [params, setParams] = useSearchParams();
  const thisYear = yearOf(useLandlordToday());
  const year = scheduleEYear(params, thisYear);
  const { data: doc, error, isLoading, refetch } = useGetScheduleEQuery(year);
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const [pageIndex, setPageIndex] = useState(0);
  const [figure, setFigure] = useState<ScheduleEFigure | null>(null);
  const years = recentYears(thisYear, { withNext: true });
  const pages = columnPages(doc?.columns ?? []);
  const shown = Math.min(pageIndex, Math.max(pages.length - 1, 0));

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageHeader
        title={`Schedule E ${year}`}
        actions={
          <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <YearField
              value={year}
              years={years}
              onChange={(y) => {
                setPageIndex(0);
                setParams({ year: String(y) }, { replace: true });
              }}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!doc}
              onClick={() => doc && saveCsv(`schedule-e-${year}.csv`, scheduleECsv(doc))}
            >
              Export CSV
            </Button>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
            <AccountantPackageButton year={year} />
            <Button component={RouterLink} to={paths.expensesWhere({ year: String(year) })}>
              All payments
            </Button>
            <Button component={RouterLink} to={paths.expense1099(year)}>
              1099s
            </Button>
          </Box>
        }
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Part I of IRS Schedule E for January 1 to December 31, {year}: a column per property, the rents received, the
        expenses by line, mortgage interest from the loan payments (or the lender&apos;s Form 1098) and depreciation.
        Open a figure to see the ledger rows behind it.
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading || !doc ? (
        <Typography role="status" color="textSecondary">
          Loading Schedule E...
        </Typography>
      ) : doc.columns.length === 0 ? (
        <Typography>Nothing to report for {year}: no rent, expense, loan payment or depreciation.</Typography>
      ) : phone ? (
        <ScheduleECards doc={doc} onOpen={setFigure} />
      ) : (
        <>
          {pages.length > 1 && (
            <Box className="no-print" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Button startIcon={<ChevronLeftIcon />} disabled={shown === 0} onClick={() => setPageIndex(shown - 1)}>
                Previous properties
              </Button>
              <Typography role="status">
                Properties {pageLetters(pages[shown])} of {doc.columns.length}
              </Typography>
              <Button
                endIcon={<ChevronRightIcon />}
                disabled={shown === pages.length - 1}
                onClick={() => setPageIndex(shown + 1)}
              >
                Next properties
              </Button>
            </Box>
          )}
          {pages.map((columns, i) => (
            <FormPage
              key={pageLetters(columns)}
              doc={doc}
              columns={columns}
              onOpen={setFigure}
              className={i === shown ? undefined : 'schedule-e-print-only'}
            />
          ))}
        </>
      )}
      {doc && doc.business_expenses > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {formatCurrency(doc.business_expenses)} was paid for no property in {year}; it is on no column.{' '}
          <Link component={RouterLink} to={paths.expensesWhere({ year: String(year), property: 'business' })}>
            Business payments
          </Link>
        </Typography>
      )}
      {figure && (
        <ScheduleEEntriesDialog year={year} figure={figure} onClose={() => setFigure(null)} receipts={receipts} />
      )}
    </>
  );
}
