import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { DealMetrics } from '../../utils/dealMetrics';
import { METRICS, metricText } from './profitRules';

/** Each metric as the books run it, beside what the saved calculation projected. */
export function DealMetricsTable({ running, bought }: { running: DealMetrics | null; bought: DealMetrics | null }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Deal metrics" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Deal metrics">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Metric
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Running at
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Bought as
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {METRICS.map((m) => (
            <TableRow key={m.key}>
              <TableCell component="th" scope="row">
                {m.label}
              </TableCell>
              <TableCell align="right">{metricText(m.key, running?.[m.key])}</TableCell>
              <TableCell align="right">{metricText(m.key, bought?.[m.key])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
