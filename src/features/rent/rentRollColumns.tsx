import { Button, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../utils/format';
import { balanceText, leaseText, tenantsText } from './rentFormat';
import { RentStatusChip } from './RentStatusChip';
import type { RentRollRow } from './types';

/** The one thing a vacant unit offers, handed in by the page (it owns the dialog). */
export type OnMoveIn = (row: RentRollRow) => void;

const rowLabel = (row: RentRollRow) => `${row.property_name} · ${row.unit_label}`;

/**
 * Property, unit, tenant (a link to the tenancy), lease, rent, deposit held, this month's status,
 * balance; a vacant unit's Move in. The database orders the roll (property, then unit): no sorting here.
 */
export function rentRollColumns(onMoveIn: OnMoveIn): GridColDef<RentRollRow>[] {
  return [
    { field: 'property_name', headerName: 'Property', flex: 1, minWidth: 130 },
    { field: 'unit_label', headerName: 'Unit', width: 80 },
    {
      field: 'tenants',
      headerName: 'Tenant',
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) =>
        row.tenancy_id ? (
          <Link component={RouterLink} to={paths.tenancy(row.tenancy_id)}>
            {tenantsText(row.tenants)}
          </Link>
        ) : (
          <Button size="small" onClick={() => onMoveIn(row)} aria-label={`Move in to ${rowLabel(row)}`}>
            Move in
          </Button>
        ),
    },
    {
      field: 'lease',
      headerName: 'Lease',
      flex: 1.5,
      minWidth: 250,
      valueGetter: (_v, row) => (row.tenancy_id ? leaseText(row) : 'Vacant'),
    },
    {
      field: 'monthly_rent',
      headerName: 'Rent',
      type: 'number',
      width: 110,
      valueFormatter: (value: number | null) => (value === null ? '' : formatCurrency(value)),
    },
    {
      field: 'deposit_amount',
      headerName: 'Deposit held',
      width: 140,
      valueGetter: (_v, row) =>
        row.tenancy_id && row.deposit_amount
          ? `${formatCurrency(row.deposit_amount)}${row.deposit_held_by === 'Property Manager' ? ' (PM)' : ''}`
          : '',
    },
    {
      field: 'status',
      headerName: 'This month',
      width: 120,
      renderCell: ({ row }) => <RentStatusChip status={row.status} />,
    },
    {
      field: 'balance',
      headerName: 'Balance',
      type: 'number',
      width: 130,
      valueFormatter: (value: number | null) => balanceText(value),
    },
  ];
}
