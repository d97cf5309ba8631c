import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { useGetDepreciationQuery } from './booksApi';
import { amountIn, assetsOf } from './depreciationRules';
import { PurchaseDialog } from './PurchaseDialog';
import type { PurchaseColumns } from './purchaseForm';

/**
 * What the property cost, its depreciable basis, and this year's depreciation of the building and
 * each improvement (the database's schedule), with the whole schedule a link away.
 */
export function DepreciationCard({ property }: { property: PurchaseColumns & { id: string; name: string } }) {
  const year = yearOf(useLandlordToday());
  const { data = [], error, refetch } = useGetDepreciationQuery(property.id);
  const [editing, setEditing] = useState(false);
  const assets = assetsOf(data);
  const building = assets.find((a) => a.kind === 'Building');

  return (
    <Card component="section" aria-labelledby="depreciation-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" id="depreciation-title">
            Purchase and depreciation
          </Typography>
          <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
            Edit Purchase
          </Button>
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Typography>
            Bought on {formatDate(property.purchased_on)} for {formatCurrency(property.purchase_price)}
          </Typography>
          <Typography>
            Placed in service: {formatDate(property.placed_in_service_on ?? property.purchased_on)}
          </Typography>
          {building && <Typography>Depreciable basis: {formatCurrency(building.basis)}</Typography>}
        </Stack>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : assets.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            Add the purchase price and the day the property was placed in service, and the building depreciates over
            27.5 years on Schedule E line 18.
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Depreciation in {year}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }} aria-label={`Depreciation in ${year}`}>
              {assets.map((a) => (
                <li key={a.id}>
                  {a.kind === 'Building' ? 'Building' : a.description}: {formatCurrency(amountIn(a, year) ?? 0)}
                </li>
              ))}
            </Stack>
            <Link component={RouterLink} to={paths.depreciation(property.id)} sx={{ display: 'inline-block', mt: 1 }}>
              Depreciation schedule
            </Link>
          </>
        )}
      </CardContent>
      {editing && <PurchaseDialog property={property} onClose={() => setEditing(false)} />}
    </Card>
  );
}
