import { Card, CardContent, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../utils/format';
import { taxLineLabel } from '../../utils/scheduleE';
import { useGetPropertyExpensesQuery } from './propertyExpensesApi';

/** This year's payments for the property by Schedule E line, with the way to each of them. */
export function PropertyExpensesCard({ propertyId, year }: { propertyId: string; year: number }) {
  const { data, error, refetch } = useGetPropertyExpensesQuery({ propertyId, year });
  return (
    <Card component="section" aria-labelledby="property-expenses">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id="property-expenses" variant="h3" component="h2">
            Expenses {year}
          </Typography>
          {data && <Typography sx={{ fontWeight: 600 }}>{formatCurrency(data.total)}</Typography>}
        </Stack>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : !data ? (
          <Skeleton height={60} />
        ) : data.lines.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 1 }}>
            Nothing paid for this property in {year} yet.
          </Typography>
        ) : (
          <List dense disablePadding aria-label={`Expenses ${year} by Schedule E line`}>
            {data.lines.map((line) => (
              <ListItem key={line.tax_line} disableGutters sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{taxLineLabel(line.tax_line)}</Typography>
                <Typography variant="body2">{formatCurrency(line.total)}</Typography>
              </ListItem>
            ))}
          </List>
        )}
        <Link
          component={RouterLink}
          to={paths.expensesWhere({ property: propertyId, year: String(year) })}
          variant="body2"
        >
          All expenses for this property
        </Link>
      </CardContent>
    </Card>
  );
}
