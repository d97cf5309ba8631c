import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, Grid, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { PageHeader } from '../../components/layout/PageHeader';
import { useBelowFirstScreenful } from '../../components/layout/useFirstBatch';
import { useLandlordToday } from '../../api/useLandlordToday';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../utils/format';
import { useGetPropertyExpensesQuery } from './propertyExpensesApi';
import { PropertyNotFound } from './PropertyNotFound';
import { DetailsCard, ManagerCard, RentIncreasesCard, TasksCard } from './PropertySideCards';
import {
  propertiesApi,
  useDeletePropertyMutation,
  useGetPropertyQuery,
  useGetPropertyRentIncreasesQuery,
  type PropertyDetail,
  type PropertyRentIncrease,
  useGetPropertyUnitNotesQuery,
} from './propertiesApi';
import { formatAddress, propertyDetailArgs, unitCounts } from './propertyRules';
import { LoanInfoCard } from './LoanInfoCard';
import { PropertyExpensesCard } from './PropertyExpensesCard';
import { UnitsCard, type UnitExtra } from './UnitsCard';
import { errorMessage } from '../../api/errors';
import { LoadError } from '../../components/feedback/LoadError';
import { BackLink } from '../../components/layout/BackLink';
import { countOf } from '../../utils/plural';

/**
 * `applyControl`: see RentIncreasesCard (drawn below the first screenful). `unitTenancies`: a
 * unit's tenancies under it (the rent feature's, composed in src/app). `books`: under the loan, its
 * payments, the purchase and its depreciation (the books feature's). `notices`: under the header,
 * above the summary: what the landlord should see first (the documents feature's insurance warning).
 */
export function PropertyDetailPage({
  applyControl,
  unitTenancies,
  books,
  notices,
}: {
  applyControl?: (increase: PropertyRentIncrease) => ReactNode;
  unitTenancies?: UnitExtra;
  books?: (property: PropertyDetail) => ReactNode;
  notices?: (propertyId: string) => ReactNode;
} = {}) {
  const { id = '' } = useParams();
  const { data: property, isLoading, error, refetch } = useGetPropertyQuery(id);
  // A cache read only: the entry the list seeded, never a request of its own.
  const { data: summary } = propertiesApi.endpoints.getPropertySummary.useQueryState(id);
  const args = propertyDetailArgs(id, useLandlordToday());
  const { data: increases = [] } = useGetPropertyRentIncreasesQuery(args.increases);
  // The Expenses card's and the units' latest notes' reads start with the property's, not after it.
  useGetPropertyExpensesQuery(args.expenses);
  useGetPropertyUnitNotesQuery(id);
  const [confirming, setConfirming] = useState(false);
  const [deleteProperty, deleteState] = useDeletePropertyMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  // What lies below the first screenful draws right after it: the loan card, under the units,
  // always; the side column on a phone, where the columns stack below the units; side by side, the
  // side column's cards under the manager and the first tasks. With the units' and tasks' first
  // batches, 0.26 s of a phone's cold load.
  const stacked = useMediaQuery(useTheme().breakpoints.down('md'));
  const drawBelow = useBelowFirstScreenful(Boolean(property), true);
  const drawSide = drawBelow || !stacked;
  // Made once per property: the page draws again on every read's progress, and the books' cards
  // (a chart, statements, schedules) need not follow it.
  const bookCards = useMemo(() => (property && books ? books(property) : null), [property, books]);

  if (isLoading && summary) {
    // What the list knew, while the full property loads.
    return (
      <>
        <BackLink to={paths.properties} label="Properties" />
        <PageHeader title={summary.name} subtitle={formatAddress(summary)} />
        <LoadingState text="Loading property..." />
      </>
    );
  }
  if (isLoading) return <LoadingState text="Loading property..." />;
  if (error) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  if (!property) return <PropertyNotFound />;

  const counts = unitCounts(property.units);
  const remove = async () => {
    const result = await deleteProperty(property.id);
    if (!result.error) {
      notify(`Deleted ${property.name}`);
      navigate(paths.properties, { replace: true });
    }
  };

  return (
    <>
      <BackLink to={paths.properties} label="Properties" />
      <PageHeader
        title={property.name}
        subtitle={formatAddress(property)}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.propertyEdit(property.id)}
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
            >
              Edit
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </>
        }
      />
      {notices?.(property.id)}
      <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label="Summary">
        {[
          ['Units', counts.total],
          ['Occupied', counts.occupied],
          ['Vacant', counts.vacant],
          ['Monthly rent roll', formatCurrency(counts.rentRoll)],
        ].map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Typography variant="body2" color="textSecondary">
                  {label}
                </Typography>
                <Typography variant="h2" component="p">
                  {value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <UnitsCard
              propertyId={property.id}
              units={property.units}
              unitExtra={unitTenancies && ((unit) => unitTenancies(unit, property))}
            />
            {drawBelow && <LoanInfoCard property={property} />}
            {drawBelow && bookCards}
          </Stack>
        </Grid>
        {drawSide && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <ManagerCard property={property} />
              <TasksCard property={property} />
              {drawBelow && (
                <>
                  <PropertyExpensesCard propertyId={property.id} year={args.expenses.year} />
                  <RentIncreasesCard increases={increases} applyControl={applyControl} />
                  <DetailsCard property={property} />
                </>
              )}
            </Stack>
          </Grid>
        )}
      </Grid>
      <Box sx={{ height: 16 }} />
      <ConfirmDialog
        open={confirming}
        title="Delete property"
        message={`Delete "${property.name}"? Its ${countOf(counts.total, 'unit')} and ${countOf(property.tasks.length, 'task')} will be deleted with it. This cannot be undone.`}
        busy={deleteState.isLoading}
        error={deleteState.error ? errorMessage(deleteState.error) : null}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
