import { Link } from '@mui/material';
import { type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { AppDataGrid } from '../../components/data-grid/AppDataGrid';
import { paths } from '../../config/paths';
import { linkHref } from '../../utils/links';
import type { VendorListItem } from './vendorQueries';

// Module level, so the grid gets one stable reference (STYLE.md). Fields are vendor_rows' sort columns.
const columns: GridColDef<VendorListItem>[] = [
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
  { field: 'account_count', headerName: 'Property accounts', type: 'number', width: 150 },
  {
    field: 'properties',
    headerName: 'Properties',
    flex: 1.4,
    minWidth: 180,
    valueGetter: (_value, row) => row.property_names.join(', '),
  },
  { field: 'payment_method', headerName: 'Payment method', flex: 1, minWidth: 150 },
  {
    field: 'website_url',
    headerName: 'Website',
    flex: 1,
    minWidth: 160,
    valueGetter: (value: string | null) => linkHref(value) ?? value ?? '',
  },
];

export interface VendorsGridProps {
  vendors: VendorListItem[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  pageSizes: number[];
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

/**
 * The table view of one page: the database sorts and counts; the page's search box and
 * Export CSV button stand in for the grid's own toolbar, which would only see the rows of a page.
 */
export function VendorsGrid({
  vendors,
  total,
  loading,
  paginationModel,
  onPaginationModelChange,
  pageSizes,
  sortModel,
  onSortModelChange,
}: VendorsGridProps) {
  return (
    <AppDataGrid
      height="auto"
      showToolbar={false}
      disableColumnFilter
      rows={vendors}
      columns={columns}
      label="Vendors"
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      rowCount={total}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={pageSizes}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
    />
  );
}
