import { Link, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { AppDataGrid } from '../../components/data-grid/AppDataGrid';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { rentIncreaseSelectors, useGetRentIncreasesQuery } from './rentIncreasesApi';
import { toGridRows, upcomingColumns } from './upcomingColumns';
import { isUpcomingRange, parseRange, RANGE_KEYS, upcomingRows, upcomingWindow, type UpcomingRange } from './upcomingRules';

const CHAINED = { status: ['Scheduled', 'Overdue', 'Applied'] };
const sortingOff = { disableColumnSorting: true, disableColumnFilter: true, disableColumnMenu: true };

function LoadingSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-label="Loading rent increases">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

/** SPEC §2 Upcoming Rent Increases; the range lives in the address bar. */
export function UpcomingIncreasesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('range');
  const range = parseRange(raw);
  const [now] = useState(() => new Date());
  const window = useMemo(() => upcomingWindow(range, now), [range, now]);
  // Every live increase up to the window's end: earlier ones are the chain's bases.
  const filters = useMemo(() => ({ ...CHAINED, to: window.to }), [window.to]);
  const { data, error, isLoading, refetch } = useGetRentIncreasesQuery(filters);
  const rows = useMemo(() => (data ? toGridRows(upcomingRows(rentIncreaseSelectors.selectAll(data), window)) : []), [data, window]);

  // SPEC §2: a missing or invalid range is replaced with 90d.
  useEffect(() => {
    if (!isUpcomingRange(raw)) setParams({ range }, { replace: true });
  }, [raw, range, setParams]);

  const choose = (next: UpcomingRange | null) => next && setParams({ range: next }, { replace: true });

  return (
    <>
      <PageHeader title="Upcoming Rent Increases" />
      <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Range" value={range} onChange={(_e, next) => choose(next)} sx={{ mb: 2, flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}>
        {RANGE_KEYS.map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} title="Failed to load rent increases." fallback="Please try again." />
      ) : isLoading ? (
        <LoadingSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No upcoming increases in this range."
          action={
            <Link component={RouterLink} to={paths.dashboard}>
              Back to the dashboard
            </Link>
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Grouped by property; tick Applied to write the new rent to the unit.
          </Typography>
          <AppDataGrid label="Upcoming rent increases" height="auto" rows={rows} columns={upcomingColumns} {...sortingOff} slotProps={{ toolbar: { csvOptions: { fileName: 'upcoming-rent-increases' } } }} />
        </>
      )}
    </>
  );
}
