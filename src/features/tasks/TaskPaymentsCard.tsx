import { Box, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { inPlace } from '../../components/lazyComponent';
import { formatCurrency, formatDate } from '../../utils/format';
import { Section } from './TaskDetailSections';
import { TASK_PAYMENT_HISTORY, useGetTaskPaymentsQuery } from './taskPaymentsApi';

// The chart's code (14.5 KB gzip) follows the page's.
const TaskCostChart = inPlace(() => import('./TaskCostChart').then((m) => m.default));
// Asked for as soon as the task page's code runs (before it renders), beside the payments read
// that starts then too. A failed download is retried, and reported, when the chart renders.
TaskCostChart.preload().catch(() => undefined);
const CHART_HEIGHT = 140;

/**
 * Starts the chart's code beside the payments read and answers once it is here, so the
 * chart then renders at once: mounted while still loading, it would suspend, and React holds a
 * Suspense reveal back for up to 300 ms. A failed download answers too; the lazy chart then tries
 * again and reports as before.
 */
function useChartCode(): boolean {
  const [here, setHere] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setHere(true);
    };
    TaskCostChart.preload().then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return here;
}

/** Variable bills: what each of the last 12 occurrences cost, jumps as the database flags them. */
export function TaskPaymentsCard({ taskId }: { taskId: string }) {
  const { data: payments, error, refetch } = useGetTaskPaymentsQuery(taskId);
  const chartCode = useChartCode();
  return (
    <Section title="Cost per occurrence">
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !payments ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : payments.length === 0 ? (
        <Typography color="textSecondary">No payments yet. Completing this task with a cost records one.</Typography>
      ) : (
        <>
          <Box
            role="figure"
            aria-label={`Cost of the last ${Math.min(payments.length, TASK_PAYMENT_HISTORY)} occurrences`}
            sx={{ height: CHART_HEIGHT }}
          >
            {chartCode ? (
              <TaskCostChart
                payments={payments}
                height={CHART_HEIGHT}
                standIn={<Skeleton variant="rounded" height={CHART_HEIGHT} />}
              />
            ) : (
              <Skeleton variant="rounded" height={CHART_HEIGHT} />
            )}
          </Box>
          <List dense disablePadding aria-label="Payments, newest first">
            {payments.map((p) => (
              <ListItem key={p.id} disableGutters divider sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Box>
                  <Typography variant="body2">
                    {formatDate(p.occurrence ?? p.paid_on)}
                    {p.occurrence && p.occurrence !== p.paid_on ? ` · paid ${formatDate(p.paid_on)}` : ''}
                  </Typography>
                  {p.split && (
                    <Typography variant="caption" color="textSecondary">
                      Principal {formatCurrency(p.split.principal)} · interest {formatCurrency(p.split.interest)}
                      {p.split.escrow ? ` · escrow ${formatCurrency(p.split.escrow)}` : ''}
                    </Typography>
                  )}
                </Box>
                <Typography variant="body2" color={p.jumpRatio ? 'error' : undefined}>
                  {formatCurrency(p.amount)}
                  {p.jumpRatio ? ` (${p.jumpRatio}× the usual)` : ''}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Section>
  );
}
