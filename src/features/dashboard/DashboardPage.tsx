import AddIcon from '@mui/icons-material/Add';
import { Alert, AlertTitle, Box, Button, Grid, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLandlordToday } from '../../api/useLandlordToday';
import { PageHeader } from '../../components/layout/PageHeader';
import { useBelowFirstScreenful } from '../../components/layout/useFirstBatch';
import { paths } from '../../config/paths';
import { useGetDashboardCountQuery } from './dashboardApi';
import { CompletedCard, DueSoonCard, JumpsCard, OverdueCard, RentCard } from './DashboardLists';
import { dashboardWindows } from './dashboardRules';
import { SpendCard } from './SpendCard';
import { StatCards } from './StatCards';

const QUICK_ACTIONS = [
  { to: paths.taskNew, label: 'New task' },
  { to: paths.propertyNew, label: 'Add property' },
  { to: paths.vendorNew, label: 'Add vendor' },
  { to: paths.rentPlanner, label: 'Plan rent increase' },
];

/** The quick action a landlord most likely wants next: a task, unless there is no property to hang it on yet. */
const highlightedAction = (properties: number | undefined) =>
  properties === 0 ? paths.propertyNew : properties === undefined ? null : paths.taskNew;

const FIRST_STEPS = [
  'Add a property.',
  "Add its units on the property's page: rent, lease and tenant.",
  'Add the vendors you pay and the tasks you track: bills, repairs, inspections.',
];

/** A new landlord sees where to start: a property first, then its units, then what is paid and done for it. */
function GettingStarted() {
  const { data: properties } = useGetDashboardCountQuery('properties');
  if (properties !== 0) return null;
  return (
    <Alert severity="info" role="region" aria-label="Getting started">
      <AlertTitle>Welcome to Landlord HQ</AlertTitle>
      <Box component="ol" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
        {FIRST_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.propertyNew} variant="contained" size="small" startIcon={<AddIcon />}>
        Add your first property
      </Button>
    </Alert>
  );
}

/**
 * SPEC §2 Dashboard. Every card asks for its own figures at once; each fails, loads and retries alone.
 * `rentCard`: this month's rent (the rent feature's, composed in src/app), beside the overdue tasks.
 * `documentsCard`: the documents to renew (the documents feature's), beside this week's completions.
 */
export function DashboardPage({ rentCard, documentsCard }: { rentCard?: ReactNode; documentsCard?: ReactNode } = {}) {
  // The windows (the query arguments) follow the landlord's day only, so a return visit hits the cache.
  const today = useLandlordToday();
  const windows = useMemo(() => dashboardWindows(today), [today]);
  // On a phone the cards stack: the totals and overdue tasks fill the first screenful, and the
  // cards below draw right after it, once the properties' count has answered (or
  // failed: each card still loads and retries alone). Side by side, all at once.
  const stacked = useMediaQuery(useTheme().breakpoints.down('md'));
  const propertiesCount = useGetDashboardCountQuery('properties');
  const highlighted = highlightedAction(propertiesCount.data);
  const drawBelow = useBelowFirstScreenful(propertiesCount.isSuccess || propertiesCount.isError, stacked);

  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <Box role="group" aria-label="Quick actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {QUICK_ACTIONS.map((action) => (
              <Button
                key={action.to}
                component={RouterLink}
                to={action.to}
                variant={action.to === highlighted ? 'contained' : 'outlined'}
                startIcon={<AddIcon />}
                size="small"
              >
                {action.label}
              </Button>
            ))}
          </Box>
        }
      />
      <Stack spacing={2}>
        <GettingStarted />
        <StatCards />
        <Grid container spacing={2}>
          {rentCard && <Grid size={{ xs: 12, md: 6, lg: 4 }}>{rentCard}</Grid>}
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <OverdueCard today={windows.today} />
          </Grid>
          {drawBelow && (
            <>
              <Grid size={{ xs: 12, md: 6, lg: 4 }}>
                <DueSoonCard window={windows.dueSoon} today={windows.today} />
              </Grid>
              <Grid size={{ xs: 12, md: 6, lg: 4 }}>
                <RentCard window={windows.rent} />
              </Grid>
              <Grid size={{ xs: 12, md: 6, lg: 4 }}>
                <CompletedCard week={windows.week} />
              </Grid>
              {documentsCard && <Grid size={{ xs: 12, md: 6, lg: 4 }}>{documentsCard}</Grid>}
              <Grid size={{ xs: 12, lg: 8 }}>
                <SpendCard bounds={windows.bounds} />
              </Grid>
              <Grid size={{ xs: 12, md: 6, lg: 4 }}>
                <JumpsCard since={windows.jumpsSince} />
              </Grid>
            </>
          )}
        </Grid>
      </Stack>
    </>
  );
}
