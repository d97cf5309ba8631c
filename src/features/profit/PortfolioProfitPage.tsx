import {
  Box,
  Card,
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
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { PHONE } from '../../components/layout/filterPanelRules';
import { ListCard } from '../../components/layout/ListCard';
import { PageHeader } from '../../components/layout/PageHeader';
import { PhoneList } from '../../components/layout/PhoneList';
import { recentYears, YearField } from '../../components/form/YearField';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { formatCurrency, formatMonth } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { IncomeChart } from './IncomeChart';
import { useGetPortfolioProfitQuery } from './profitApi';
import { FIGURES, profitYear, sumFigures, yearRange, type ProfitFigures } from './profitRules';

type Row = ProfitFigures & { key: string; label: ReactNode };

/** Rows of figures under the figures' names; bold totals; sideways scrolling inside its card. */
function FiguresTable({ label, rows, total }: { label: string; rows: Row[]; total: ProfitFigures }) {
  return (
    <Card sx={{ mb: 2 }}>
      <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" />
              {FIGURES.map((f) => (
                <TableCell key={f.key} component="th" scope="col" align="right">
                  {f.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...rows, { ...total, key: 'total', label: 'Portfolio' }].map((r) => (
              <TableRow key={r.key} sx={r.key === 'total' ? { '& > *': { fontWeight: 700 } } : undefined}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {r.label}
                </TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(r[f.key])}
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

const figureLines = (f: ProfitFigures) =>
  FIGURES.map((x) => (
    <Box key={x.key} component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{x.label}</span>
      <Box component="span" sx={{ color: 'text.primary', fontWeight: x.total ? 700 : undefined }}>
        {formatCurrency(f[x.key])}
      </Box>
    </Box>
  ));

/** A phone's list: a card per row, its figures one under the other, the total last. */
function FigureCards({ label, rows, total }: { label: string; rows: Row[]; total: ProfitFigures }) {
  return (
    <PhoneList
      label={label}
      items={[...rows, { ...total, key: 'total', label: 'Portfolio' as ReactNode }]}
      itemKey={(r) => r.key}
      renderItem={(r) => <ListCard title={r.label} details={figureLines(r)} />}
    />
  );
}

/** /profit?year=2026: every property's profit for the year, the portfolio's total and its months. */
export function PortfolioProfitPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = yearOf(useLandlordToday());
  const year = profitYear(params, thisYear);
  const { data: doc, error, isLoading, refetch } = useGetPortfolioProfitQuery(yearRange(year));
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const years = recentYears(thisYear);
  const total = sumFigures(doc?.properties ?? []);
  const period = year === thisYear ? 'year to date' : String(year);
  const propertyRows: Row[] = (doc?.properties ?? []).map((p) => ({
    ...p,
    key: p.property_id,
    label: (
      <Link component={RouterLink} to={paths.property(p.property_id)}>
        {p.name}
      </Link>
    ),
  }));
  const monthRows: Row[] = (doc?.months ?? []).map((m) => ({ ...m, key: m.month, label: formatMonth(m.month) }));

  return (
    <>
      <PageHeader
        title={`Profit ${year}`}
        actions={
          <YearField value={year} years={years} onChange={(y) => setParams({ year: String(y) }, { replace: true })} />
        }
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        From the books: rent charged and received (as on Schedule E), what vacant units and unpaid rent cost, operating
        expenses (improvements are capital, principal is debt), net operating income, the loans&apos; principal and
        interest, and the cash left.
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading || !doc ? (
        <Typography role="status" color="textSecondary">
          Loading profit...
        </Typography>
      ) : doc.properties.length === 0 ? (
        <Typography>No properties yet.</Typography>
      ) : (
        <>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            By property, {period}
          </Typography>
          {phone ? (
            <FigureCards label="Profit by property" rows={propertyRows} total={total} />
          ) : (
            <FiguresTable label={`Profit by property, ${period}`} total={total} rows={propertyRows} />
          )}
          <Typography variant="h3" component="h2" sx={{ mb: 1, mt: 2 }}>
            The portfolio month by month
          </Typography>
          <Card sx={{ p: 2, mb: 2 }}>
            <IncomeChart months={doc.months} />
          </Card>
          {phone ? (
            <FigureCards
              label={`The portfolio month by month, ${year}`}
              total={sumFigures(doc.months)}
              rows={monthRows}
            />
          ) : (
            <FiguresTable
              label={`The portfolio month by month, ${year}`}
              total={sumFigures(doc.months)}
              rows={monthRows}
            />
          )}
        </>
      )}
    </>
  );
}
