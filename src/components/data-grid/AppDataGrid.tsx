import { Card } from '@mui/material';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & { height?: number | 'auto' };

/**
 * The house grid: toolbar with quick filter and CSV export, no row selection,
 * inside a card. A fixed height keeps virtualisation on, so long lists only
 * render the rows on screen; 'auto' suits short lists (every row rendered).
 */
export function AppDataGrid<R extends GridValidRowModel>({ height = 640, sx, ...props }: AppDataGridProps<R>) {
  return (
    <Card sx={height === 'auto' ? undefined : { height }}>
      <DataGrid<R> showToolbar disableRowSelectionOnClick autoHeight={height === 'auto'} sx={{ border: 0, ...sx }} {...props} />
    </Card>
  );
}
