import AddIcon from '@mui/icons-material/Add';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import { Button, Card, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { useSettledValue } from '../../components/form/useSettledValue';
import { ListPager } from '../../components/layout/ListPager';
import { PageHeader } from '../../components/layout/PageHeader';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { PropertyCard } from './PropertyCard';
import {
  leaseEndWindowChosen,
  LEASE_END_WINDOWS,
  selectLeaseEndWindow,
  type LeaseEndWindow,
} from './propertyFiltersSlice';
import { propertySelectors, useGetPropertiesPageQuery } from './propertiesApi';
import { propertiesPageArgs } from './propertyQueries';
import { PROPERTY_PAGE_SIZES } from './propertyRules';

/** Cards per page (1, 2 or 3 to a row); the screen reads one page at a time. */

function LoadingCards() {
  return (
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
  );
}

/** `importAction`: the Import CSV button, composed in src/app (it belongs to the data-transfer feature). */
export function PropertiesPage({ importAction }: { importAction?: ReactNode } = {}) {
  const leaseWindow = useAppSelector(selectLeaseEndWindow);
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed.trim());
  // One clock reading per visit, so the window's dates (and the page's cache entry) stay put.
  const today = useLandlordToday();
  // Any change of search or window goes back to the first page (adjusted while rendering, as React advises).
  const filterKey = `${search}|${leaseWindow ?? ''}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: PROPERTY_PAGE_SIZES[0] });
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 0, pageSize: paging.pageSize });
  const page = paging.key === filterKey ? paging.page : 0;
  const { data, error, isLoading, isFetching, refetch } = useGetPropertiesPageQuery(
    propertiesPageArgs({ search, leaseWindow, page, pageSize: paging.pageSize }, today),
  );
  const cards = useMemo(() => (data ? propertySelectors.selectAll(data.cards) : []), [data]);
  // A page past the end (the list shrank since it was chosen): back to the first.
  if (data && data.total === 0 && page > 0 && !isFetching)
    setPaging({ key: filterKey, page: 0, pageSize: paging.pageSize });

  const addButton = (
    <Button component={RouterLink} to={paths.propertyNew} variant="contained" startIcon={<AddIcon />}>
      Add Property
    </Button>
  );
  const filtered = search !== '' || leaseWindow !== null;

  return (
    <>
      <PageHeader
        title="Properties"
        actions={
          <>
            {importAction}
            {addButton}
          </>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label="Search properties"
          placeholder="Name, address or manager"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        />
        <TextField
          select
          size="small"
          label="Lease ends within"
          value={leaseWindow ?? ''}
          onChange={(e) =>
            dispatch(leaseEndWindowChosen(e.target.value === '' ? null : (Number(e.target.value) as LeaseEndWindow)))
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Any time</MenuItem>
          {LEASE_END_WINDOWS.map((days) => (
            <MenuItem key={days} value={days}>
              {days} days
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isLoading ? (
        <LoadingCards />
      ) : error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data || (data.total === 0 && !filtered) ? (
        <Card>
          <EmptyState
            icon={<HomeWorkOutlinedIcon />}
            title="No properties yet"
            description="Add your first property to track its units, rent and tasks."
            action={addButton}
          />
        </Card>
      ) : data.total === 0 && search === '' ? (
        <Card>
          <EmptyState
            title={`No leases end within ${leaseWindow} days`}
            description="Choose a longer window or any time to see every property."
          />
        </Card>
      ) : data.total === 0 ? (
        <Card>
          <EmptyState
            title="No properties match your search"
            description="Check the spelling, or clear the search to see every property."
          />
        </Card>
      ) : (
        <>
          <ListPager
            count={data.total}
            page={page}
            pageSize={paging.pageSize}
            pageSizes={PROPERTY_PAGE_SIZES}
            label="Properties per page"
            busy={isFetching}
            onChange={(next, pageSize) => setPaging({ key: filterKey, page: next, pageSize })}
          />
          <Grid container spacing={2} aria-busy={isFetching}>
            {cards.map((property) => (
              <Grid key={property.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <PropertyCard property={property} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </>
  );
}
