import { Card } from '@mui/material';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

/**
 * The house grid: toolbar with quick filter and CSV export, no row selection,
 * inside a card. A fixed height keeps virtualisation on, so long lists only
 * render the rows on screen.
 */
export function AppDataGrid<R extends GridValidRowModel>({ height = 640, sx, ...props }: DataGridProps<R> & { height?: number }) {
  return (
    <Card sx={{ height }}>
      <DataGrid<R> showToolbar disableRowSelectionOnClick sx={{ border: 0, ...sx }} {...props} />
    </Card>
  );
}
