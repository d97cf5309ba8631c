import AddIcon from '@mui/icons-material/Add';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import { Button, Card, Grid, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { PropertyCard } from './PropertyCard';
import { filterByLeaseEnd } from './propertyFilters';
import { leaseEndWindowChosen, LEASE_END_WINDOWS, selectLeaseEndWindow, type LeaseEndWindow } from './propertyFiltersSlice';
import { propertySelectors, useGetPropertiesQuery } from './propertiesApi';
import { LoadError } from '../../components/feedback/LoadError';

/** `importAction`: the Import CSV button, composed in src/app (it belongs to the data-transfer feature). */
export function PropertiesPage({ importAction }: { importAction?: ReactNode } = {}) {
  const { data, error, isLoading, refetch } = useGetPropertiesQuery();
  const leaseWindow = useAppSelector(selectLeaseEndWindow);
  const dispatch = useAppDispatch();
  const properties = useMemo(() => (data ? propertySelectors.selectAll(data) : []), [data]);
  const shown = useMemo(() => filterByLeaseEnd(properties, leaseWindow, new Date()), [properties, leaseWindow]);

  const addButton = (
    <Button component={RouterLink} to={paths.propertyNew} variant="contained" startIcon={<AddIcon />}>
      Add Property
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Properties"
        actions={
          <>
            <TextField
              select
              size="small"
              label="Lease ends within"
              value={leaseWindow ?? ''}
              onChange={(e) => dispatch(leaseEndWindowChosen(e.target.value === '' ? null : (Number(e.target.value) as LeaseEndWindow)))}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">Any time</MenuItem>
              {LEASE_END_WINDOWS.map((days) => (
                <MenuItem key={days} value={days}>
                  {days} days
                </MenuItem>
              ))}
            </TextField>
            {importAction}
            {addButton}
          </>
        }
      />
      {isLoading ? (
        <>
          <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
            Loading properties...
          </Typography>
          <Grid container spacing={2} aria-hidden>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={200} />
              </Grid>
            ))}
          </Grid>
        </>
      ) : error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : properties.length === 0 ? (
        <Card>
          <EmptyState
            icon={<HomeWorkOutlinedIcon />}
            title="No properties yet"
            description="Add your first property to track its units, rent and tasks."
            action={addButton}
          />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState title={`No leases end within ${leaseWindow} days`} description="Choose a longer window or any time to see every property." />
        </Card>
      ) : (
        <Grid container spacing={2}>
          {shown.map((property) => (
            <Grid key={property.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PropertyCard property={property} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
