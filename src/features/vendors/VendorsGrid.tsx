import { Link } from '@mui/material';
import { type GridColDef } from '@mui/x-data-grid';
import { AppDataGrid } from '../../components/data-grid/AppDataGrid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { websiteHref, type VendorWithAccounts } from './vendorRules';

// Module level, so the grid gets one stable reference (STYLE.md).
const columns: GridColDef<VendorWithAccounts>[] = [
  {
    field: 'name',
    headerName: 'Vendor',
    flex: 1.4,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.vendor(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'account_number', headerName: 'Default account', flex: 1, minWidth: 150 },
  {
    field: 'accounts',
    headerName: 'Property accounts',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => row.vendor_property_accounts.length,
  },
  {
    field: 'properties',
    headerName: 'Properties',
    flex: 1.4,
    minWidth: 180,
    valueGetter: (_value, row) => row.vendor_property_accounts.map((a) => a.property?.name ?? '').join(', '),
  },
  { field: 'payment_method', headerName: 'Payment method', flex: 1, minWidth: 150 },
  { field: 'website_url', headerName: 'Website', flex: 1, minWidth: 160, valueGetter: (value: string | null) => websiteHref(value) ?? '' },
];

const initialState = { sorting: { sortModel: [{ field: 'name', sort: 'asc' as const }] } };

/** The table view: sort, quick filter and CSV export from the grid's own toolbar. */
export function VendorsGrid({ vendors }: { vendors: VendorWithAccounts[] }) {
  return (
    <AppDataGrid
      height="auto"
      rows={vendors}
      columns={columns}
      initialState={initialState}
      label="Vendors"
      slotProps={{ toolbar: { csvOptions: { fileName: 'vendors' } } }}
    />
  );
}
