import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  GlobalStyles,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { BackLink } from '../../components/layout/BackLink';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../utils/format';
import { useGetOwnerStatementQuery, type OwnerStatement, type StatementMonth } from './ownerStatementsApi';
import { downloadYear } from './downloadYear';
import { MONTH_NAMES, statementLines } from './ownerStatementRules';
import { isBooksYear } from '../../utils/booksYear';

// Letter paper, upright, a month a sheet; the shell's navigation and this page's buttons stay on screen.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@page': { size: 'letter portrait', margin: '15mm' },
      '@media print': {
        'header, nav, .MuiDrawer-root, .no-print': { display: 'none !important' },
        main: { padding: '0 !important', margin: '0 !important', width: '100% !important' },
        '.owner-statement': { boxShadow: 'none !important', breakAfter: 'page', maxWidth: 'none !important' },
        '.owner-statement:last-of-type': { breakAfter: 'auto' },
      },
    }}
  />
);

function MonthStatement({ statement, month }: { statement: OwnerStatement; month: StatementMonth }) {
  const title = `${MONTH_NAMES[month.month - 1]} ${statement.year}`;
  return (
    <Paper
      component="article"
      className="owner-statement"
      aria-label={`Owner statement, ${title}`}
      sx={{ p: { xs: 2, sm: 4 }, mb: 2, maxWidth: 760 }}
    >
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
        Owner statement: {title}
      </Typography>
      <Typography sx={{ mb: 2 }} color="textSecondary">
        {statement.property.name}
        {statement.property.address ? ` · ${statement.property.address}` : ''}
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label={`${title}, scrolls sideways`}>
        <Table size="small" aria-label={`Statement for ${title}`} sx={{ minWidth: 320 }}>
          <TableBody>
            {statementLines(month).map((line) => {
              const weight = line.kind === 'balance' ? 700 : undefined;
              return (
                <TableRow key={line.label}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ fontWeight: weight, pl: line.kind === 'out' ? 4 : undefined }}
                  >
                    {line.label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: weight }}>
                    {formatCurrency(line.amount)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** /properties/:id/statements/:year (?month=M for one month): the owner statements, to print or download. */
export function OwnerStatementPage() {
  const { id = '', year: yearParam = '' } = useParams();
  const [params] = useSearchParams();
  const year = Number(yearParam);
  const month = Number(params.get('month')) || null;
  // An address typed or kept from another time may name no year the books hold: said, not asked.
  const known = isBooksYear(year);
  const { data, error, isLoading, refetch } = useGetOwnerStatementQuery(known ? { propertyId: id, year } : skipToken);

  if (!known)
    return (
      <NotFoundCard
        title={`No owner statements for “${yearParam}”: the books hold 2000 to 2099`}
        backTo={paths.property(id)}
        backLabel="Back to the property"
      />
    );
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (isLoading)
    return (
      <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading the statements...
      </Typography>
    );
  if (!data)
    return <NotFoundCard title="Property not found" backTo={paths.properties} backLabel="Back to properties" />;
  const months = data.months.filter((m) => month === null || m.month === month);
  return (
    <>
      {PRINT_STYLES}
      <Stack
        className="no-print"
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <BackLink to={paths.property(id)} label={data.property.name} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {month !== null && (
            <Button component={RouterLink} to={paths.ownerStatement(id, year)}>
              All months
            </Button>
          )}
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadYear(data)}>
            Download the year
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      </Stack>
      <Typography variant="h1" component="h1" className="no-print" sx={{ fontSize: '1.6rem', mb: 2 }}>
        Owner statements {year}: {data.property.name}
      </Typography>
      <Box>
        {months.map((m) => (
          <MonthStatement key={m.month} statement={data} month={m} />
        ))}
      </Box>
    </>
  );
}
