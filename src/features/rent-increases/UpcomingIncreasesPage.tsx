import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Link,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { PHONE } from '../../components/layout/filterPanelRules';
import { ListPager } from '../../components/layout/ListPager';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { saveCsv } from '../../utils/csv';
import { useGetUpcomingIncreasesQuery, useLazyGetUpcomingIncreasesExportQuery } from './rentIncreasesApi';
import { pageAfterEmpty } from './pagingRules';
import { UpcomingCards } from './UpcomingCards';
import { UpcomingTable } from './UpcomingTable';
import {
  groupByProperty,
  isUpcomingRange,
  parseRange,
  RANGE_KEYS,
  UPCOMING_FIRST_PAGE_SIZE,
  upcomingCsv,
  upcomingWindow,
  type UpcomingRange,
} from './upcomingRules';

export const UPCOMING_PAGE_SIZES = [25, 50, 100];

function LoadingSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-label="Loading rent increases">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

/** SPEC §2 Upcoming Rent Increases; the range lives in the address bar. One page at a time, counted by the database. */
export function UpcomingIncreasesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('range');
  const range = parseRange(raw);
  const today = useLandlordToday();
  const window = useMemo(() => upcomingWindow(range, today), [range, today]);
  // The page belongs to the range it was chosen in: another range starts on its first page.
  const [paging, setPaging] = useState({ range, page: 0, pageSize: UPCOMING_FIRST_PAGE_SIZE });
  const page = paging.range === range ? paging.page : 0;
  const { data, currentData, error, isLoading, isFetching, refetch } = useGetUpcomingIncreasesQuery({
    window,
    page,
    pageSize: paging.pageSize,
  });
  // The page shown emptied (its last increase applied): show the last page there is.
  if (page > 0 && currentData?.rows.length === 0)
    setPaging({ ...paging, page: pageAfterEmpty(page, currentData.total, paging.pageSize) });
  const lines = useMemo(() => groupByProperty(data?.rows ?? []), [data]);
  const [readAll, exportState] = useLazyGetUpcomingIncreasesExportQuery();
  const phone = useMediaQuery(PHONE, { noSsr: true });

  // SPEC §2: a missing or invalid range is replaced with 90d.
  useEffect(() => {
    if (!isUpcomingRange(raw)) setParams({ range }, { replace: true });
  }, [raw, range, setParams]);

  const choose = (next: UpcomingRange | null) => next && setParams({ range: next }, { replace: true });
  // The whole window, however many pages it has.
  const exportCsv = async () => {
    const result = await readAll(window, true);
    if (result.data) saveCsv(`upcoming-rent-increases-${range}.csv`, upcomingCsv(result.data));
  };

  return (
    <>
      <PageHeader title="Upcoming Rent Increases" />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Range"
        value={range}
        onChange={(_e, next) => choose(next)}
        sx={{ mb: 2, flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        {RANGE_KEYS.map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? (
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          title="Failed to load rent increases."
          fallback="Please try again."
        />
      ) : isLoading || !data ? (
        <LoadingSkeleton />
      ) : data.total.count === 0 ? (
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
          {exportState.error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              Could not export: {errorMessage(exportState.error)}
            </Alert>
          )}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
              disabled={exportState.isFetching}
            >
              {exportState.isFetching ? 'Exporting...' : 'Export CSV'}
            </Button>
            <ListPager
              count={data.total.count}
              exact={data.total.exact}
              pageRows={data.rows.length}
              page={page}
              pageSize={paging.pageSize}
              pageSizes={UPCOMING_PAGE_SIZES}
              label="Increases per page"
              busy={isFetching}
              onChange={(next, pageSize) => setPaging({ range, page: next, pageSize })}
            />
          </Box>
          {phone ? <UpcomingCards lines={lines} busy={isFetching} /> : <UpcomingTable lines={lines} />}
        </>
      )}
    </>
  );
}
