import PrintIcon from '@mui/icons-material/Print';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { BackLink } from '../../components/layout/BackLink';
import { PageHeader } from '../../components/layout/PageHeader';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { useGetDepreciationQuery, useGetPropertyPurchaseQuery } from './booksApi';
import { assetsOf } from './depreciationRules';

// Rate and what is left wait for a wider screen: a phone keeps the year, the amount and the total so far.
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /properties/:id/depreciation: each asset's schedule, year by year, as the database computes it. */
export function DepreciationSchedulePage() {
  const { id = '' } = useParams();
  const thisYear = yearOf(useLandlordToday());
  const property = useGetPropertyPurchaseQuery(id);
  const { data = [], error, isLoading, refetch } = useGetDepreciationQuery(id);
  const assets = assetsOf(data);
  const name = property.data?.name ?? 'Property';

  return (
    <>
      <BackLink to={paths.property(id)} label={name} />
      <PageHeader
        title={`Depreciation: ${name}`}
        actions={
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} className="no-print">
            Print
          </Button>
        }
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Residential rental property: 27.5 years, straight line, mid-month convention (IRS Publication 527, Table 2-2d).
        The first year&apos;s rate depends on the month placed in service, 3.636% each full year after, and what remains
        in the last.
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading ? (
        <Typography role="status" color="textSecondary">
          Loading the schedule...
        </Typography>
      ) : assets.length === 0 ? (
        <Typography>
          Nothing to depreciate yet: add the purchase price and the day the property was placed in service on the
          property page.
        </Typography>
      ) : (
        assets.map((asset) => (
          <Card key={asset.id} component="section" aria-label={`${asset.kind}: ${asset.description}`} sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h3" component="h2">
                {asset.kind}: {asset.description}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                Placed in service {formatDate(asset.placedInServiceOn)} · basis {formatCurrency(asset.basis)}
              </Typography>
              <Table size="small" aria-label={`Depreciation of ${asset.description} by year`}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th">Year</TableCell>
                    <TableCell component="th" align="right" sx={wide}>
                      Rate
                    </TableCell>
                    <TableCell component="th" align="right">
                      Depreciation
                    </TableCell>
                    <TableCell component="th" align="right">
                      So far
                    </TableCell>
                    <TableCell component="th" align="right" sx={wide}>
                      Left
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {asset.years.map((y) => (
                    <TableRow key={y.year} selected={y.year === thisYear}>
                      <TableCell component="th" scope="row">
                        {y.year}
                      </TableCell>
                      <TableCell align="right" sx={wide}>
                        {Number(y.percent).toFixed(3)}%
                      </TableCell>
                      <TableCell align="right">{formatCurrency(y.amount)}</TableCell>
                      <TableCell align="right">{formatCurrency(y.accumulated)}</TableCell>
                      <TableCell align="right" sx={wide}>
                        {formatCurrency(y.remaining)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        ))
      )}
    </>
  );
}
