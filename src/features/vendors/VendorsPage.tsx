import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Button, Card, Grid, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PageHeader } from '../../components/layout/PageHeader';
import { lazyComponent } from '../../components/lazyComponent';
import { paths } from '../../config/paths';
import { VendorCard } from './VendorCard';
import { VendorFormDialog } from './VendorFormDialog';
import { useGetVendorsQuery, vendorSelectors } from './vendorsApi';
import { selectVendorListView, vendorListViewChosen, type VendorListView } from './vendorViewSlice';

// The grid's code (x-data-grid, about 120 KB gzip) only for the table view: the cards need none of it.
const VendorsGrid = lazyComponent(() => import('./VendorsGrid').then((m) => m.VendorsGrid));

/** /vendors, and /vendors/new (the dashboard's quick action): the list with the add dialog open. */
/** `importAction`: the Import CSV button, composed in src/app (it belongs to the data-transfer feature). */
export function VendorsPage({ importAction }: { importAction?: ReactNode } = {}) {
  const { data, error, isLoading, refetch } = useGetVendorsQuery();
  const vendors = useMemo(() => (data ? vendorSelectors.selectAll(data) : []), [data]);
  const view = useAppSelector(selectVendorListView);
  const dispatch = useAppDispatch();
  const adding = !!useMatch(paths.vendorNew);
  const navigate = useNavigate();

  const addButton = (
    <Button component={RouterLink} to={paths.vendorNew} variant="contained" startIcon={<AddIcon />}>
      Add Vendor
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Vendors"
        actions={
          <>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_e, next: VendorListView | null) => next && dispatch(vendorListViewChosen(next))}
              aria-label="View"
              // Sentence case, like every other button on the page.
              sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 2 } }}
            >
              <ToggleButton value="cards">Cards</ToggleButton>
              <ToggleButton value="table">Table</ToggleButton>
            </ToggleButtonGroup>
            {importAction}
            {addButton}
          </>
        }
      />
      {isLoading ? (
        <>
          <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
            Loading...
          </Typography>
          <Grid container spacing={2} aria-hidden>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={120} />
              </Grid>
            ))}
          </Grid>
        </>
      ) : error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : vendors.length === 0 ? (
        <Card>
          <EmptyState
            icon={<StorefrontOutlinedIcon />}
            title="No vendors yet"
            description="Add your utilities and service providers with the account number for each property."
            action={addButton}
          />
        </Card>
      ) : view === 'table' ? (
        <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
          <VendorsGrid vendors={vendors} />
        </Suspense>
      ) : (
        <Grid container spacing={2}>
          {vendors.map((vendor) => (
            <Grid key={vendor.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <VendorCard vendor={vendor} />
            </Grid>
          ))}
        </Grid>
      )}
      {adding && <VendorFormDialog onClose={() => navigate(paths.vendors)} />}
    </>
  );
}
