import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { PHONE } from '../../components/layout/filterPanelRules';
import { ListCard } from '../../components/layout/ListCard';
import { PageHeader } from '../../components/layout/PageHeader';
import { PhoneList } from '../../components/layout/PhoneList';
import { recentYears, YearField } from '../../components/form/YearField';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { saveCsv } from '../../utils/csv';
import { formatCurrency } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { useGetForm1099TotalsQuery } from './expensesApi';
import { form1099Csv, form1099Year, missingW9, type Form1099Row } from './form1099Rules';

function Chips({ row }: { row: Form1099Row }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {row.needs_1099 && <Chip size="small" color="primary" label="Needs a 1099" />}
      {row.missing_w9 && <Chip size="small" color="warning" label="W-9 missing" />}
    </Stack>
  );
}

const VendorLink = ({ row }: { row: Form1099Row }) => (
  <Link component={RouterLink} to={paths.vendor(row.vendor_id)}>
    {row.vendor_name}
  </Link>
);

function Form1099Table({ rows, year }: { rows: Form1099Row[]; year: number }) {
  const label = `1099 totals ${year}`;
  return (
    <Card>
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Vendor
              </TableCell>
              <TableCell component="th" scope="col">
                Tax ID
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Paid
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Paid by card
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Threshold
              </TableCell>
              <TableCell component="th" scope="col">
                1099
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.vendor_id}>
                <TableCell component="th" scope="row">
                  <VendorLink row={row} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.tax_id_masked ?? '—'}</TableCell>
                <TableCell align="right">{formatCurrency(row.paid)}</TableCell>
                <TableCell align="right">{formatCurrency(row.card_paid)}</TableCell>
                <TableCell align="right">{formatCurrency(row.threshold)}</TableCell>
                <TableCell>
                  <Chips row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function Form1099Cards({ rows, year }: { rows: Form1099Row[]; year: number }) {
  return (
    <PhoneList
      label={`1099 totals ${year} by vendor`}
      items={rows}
      itemKey={(r) => r.vendor_id}
      renderItem={(row) => (
        <ListCard
          title={<VendorLink row={row} />}
          status={<Chips row={row} />}
          details={[
            row.tax_id_masked ? `Tax ID ${row.tax_id_masked}` : 'No tax ID',
            row.card_paid > 0 ? `${formatCurrency(row.card_paid)} paid by card, left out` : null,
          ]}
          amount={`${formatCurrency(row.paid)} paid`}
        />
      )}
    />
  );
}

/** /expenses/1099?year=2026: what each vendor was paid in the year against the 1099 threshold. */
export function Form1099Page() {
  const [params, setParams] = useSearchParams();
  const thisYear = yearOf(useLandlordToday());
  const year = form1099Year(params, thisYear);
  const { data: rows, error, isLoading, refetch } = useGetForm1099TotalsQuery(year);
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const years = recentYears(thisYear);
  const missing = missingW9(rows ?? []).length;
  // The database's threshold for the year, on every row.
  const threshold = rows?.[0] ? formatCurrency(rows[0].threshold) : "the year's threshold";

  return (
    <>
      <PageHeader
        title={`1099s for ${year}`}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <YearField value={year} years={years} onChange={(y) => setParams({ year: String(y) }, { replace: true })} />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!rows}
              onClick={() => rows && saveCsv(`1099-totals-${year}.csv`, form1099Csv(rows))}
            >
              Export CSV
            </Button>
            <Button component={RouterLink} to={paths.expenseSummary(year)}>
              Schedule E
            </Button>
          </Box>
        }
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        What each vendor was paid in {year}, by the day paid, left out what was paid by card (the card company reports
        it). A vendor paid {threshold} or more gets a 1099-NEC; mark their W-9 on the vendor&apos;s page.
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading || !rows ? (
        <Typography role="status" color="textSecondary">
          Loading the 1099 totals...
        </Typography>
      ) : rows.length === 0 ? (
        <Typography>No vendor was paid in {year}.</Typography>
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {rows.filter((r) => r.needs_1099).length} of {rows.length} vendors need a 1099
            {missing > 0 ? `; ${missing} ${missing === 1 ? 'has' : 'have'} no W-9 on file` : ''}
          </Typography>
          {phone ? <Form1099Cards rows={rows} year={year} /> : <Form1099Table rows={rows} year={year} />}
        </>
      )}
    </>
  );
}
