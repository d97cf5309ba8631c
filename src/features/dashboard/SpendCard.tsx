import { Box, Card, Skeleton, Typography } from '@mui/material';
import { LoadError } from '../../components/feedback/LoadError';
import { inPlace } from '../../components/lazyComponent';
import { formatCurrency, formatDate } from '../../utils/format';
import { useGetWeeklySpendQuery } from './dashboardApi';
import { formatCount, SPEND_WEEKS } from './dashboardRules';
import { LIST_HEIGHT } from './ListCard';

// Its own chunk (14.5 KB gzip), asked for as soon as the dashboard's code runs, so it loads alongside the data
// and, once here, shows with the data instead of after a Suspense fallback.
const SpendChart = inPlace(() => import('./SpendChart').then((m) => m.default));
// A failed download is retried, and reported, when the chart renders.
SpendChart.preload().catch(() => undefined);
const FIGURE_HEIGHT = 64;
/** The chart fills what the lists beside it use, so the row keeps one height while anything loads. */
const CHART_HEIGHT = LIST_HEIGHT - FIGURE_HEIGHT - 16;

/**
 * SPEC §2 'This Week Spend': this week's payments in the ledger, with the
 * last 12 weeks beside it. The data is asked for here, at once with the other cards;
 * only the chart's code arrives later.
 */
export function SpendCard({ bounds }: { bounds: string[] }) {
  const { data, error, isLoading, refetch } = useGetWeeklySpendQuery(bounds);
  const current = data?.[data.length - 1];
  const weekStart = bounds[bounds.length - 2];
  return (
    <Card component="section" aria-labelledby="dashboard-spend" sx={{ height: '100%' }}>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id="dashboard-spend" variant="h3" component="h2">
          This Week Spend
        </Typography>
      </Box>
      <Box sx={{ px: 2, pb: 2, minHeight: LIST_HEIGHT }}>
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <Box sx={{ height: FIGURE_HEIGHT }}>
              <Typography variant="h1" component="p" aria-label="This week's spend">
                {isLoading || !current ? <Skeleton width={140} /> : formatCurrency(current.spend)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {isLoading || !current ? (
                  <Skeleton width={220} />
                ) : (
                  `${formatCount(current.payments)} ${current.payments === 1 ? 'payment' : 'payments'} since ${formatDate(weekStart)}`
                )}
              </Typography>
            </Box>
            <Box
              role="figure"
              aria-label={`Spend per week, last ${SPEND_WEEKS} weeks`}
              sx={{ height: CHART_HEIGHT, mt: 2 }}
            >
              {data ? (
                <SpendChart
                  weeks={data}
                  height={CHART_HEIGHT}
                  standIn={<Skeleton variant="rounded" height={CHART_HEIGHT} />}
                />
              ) : (
                <Skeleton variant="rounded" height={CHART_HEIGHT} />
              )}
            </Box>
          </>
        )}
      </Box>
    </Card>
  );
}
