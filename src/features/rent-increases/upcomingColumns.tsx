import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { ApplyCheckbox } from './ApplyCheckbox';
import type { UpcomingRow } from './upcomingRules';

/** The free DataGrid has no row grouping: a property's heading is a row spanning every column. */
export type GridRow = (UpcomingRow & { kind: 'increase' }) | { kind: 'group'; id: string; propertyId: string; propertyName: string };

export function toGridRows(rows: UpcomingRow[]): GridRow[] {
  const grid: GridRow[] = [];
  for (const row of rows) {
    if (grid.at(-1)?.propertyId !== row.propertyId) grid.push({ kind: 'group', id: `group-${row.propertyId}`, propertyId: row.propertyId, propertyName: row.propertyName });
    grid.push({ ...row, kind: 'increase' });
  }
  return grid;
}

const only = (render: (row: UpcomingRow) => string) => (_v: unknown, row: GridRow) => (row.kind === 'increase' ? render(row) : '');

/** SPEC §2 columns: Unit, Increase %, New Rent, Amount, Date, Applied. Module level: a stable reference. */
export const upcomingColumns: GridColDef<GridRow>[] = [
  {
    field: 'unit',
    headerName: 'Unit',
    flex: 1,
    minWidth: 120,
    colSpan: (_v, row) => (row.kind === 'group' ? 6 : 1),
    valueGetter: (_v, row) => (row.kind === 'group' ? row.propertyName : row.unitLabel),
    renderCell: ({ row }) =>
      row.kind === 'group' ? (
        <Link component={RouterLink} to={paths.property(row.propertyId)} sx={{ fontWeight: 600 }}>
          {row.propertyName}
        </Link>
      ) : (
        row.unitLabel
      ),
  },
  { field: 'increasePercent', headerName: 'Increase %', width: 110, valueGetter: only((r) => `${r.increasePercent.toFixed(1)}%`) },
  { field: 'newRent', headerName: 'New Rent', width: 130, valueGetter: only((r) => formatCurrency(r.newRent)) },
  { field: 'amount', headerName: 'Amount', width: 120, valueGetter: only((r) => `+${formatCurrency(r.amount)}`) },
  { field: 'effectiveDate', headerName: 'Date', width: 130, valueGetter: only((r) => formatDate(r.effectiveDate)) },
  {
    field: 'applied',
    headerName: 'Applied',
    width: 190,
    valueGetter: only((r) => (r.applied ? 'Yes' : 'No')),
    renderCell: ({ row }) => (row.kind === 'increase' ? <ApplyCheckbox id={row.id} applied={row.applied} /> : null),
  },
];
