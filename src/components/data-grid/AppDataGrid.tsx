import { Card } from '@mui/material';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { GridCsvMenuItem } from './gridCsv';

// The default toolbar takes extra export menu items (the Pro grids add theirs this way) but does not
// type the prop; AppDataGrid.test.tsx fails if an upgrade drops it.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    additionalExportMenuItems?: (onMenuItemClick: () => void) => ReactNode;
  }
}

export type AppDataGridProps<R extends GridValidRowModel> = DataGridProps<R> & { height?: number | 'auto' };

/**
 * The house grid: toolbar with quick filter and CSV export, no row selection,
 * inside a card. A fixed height keeps virtualisation on, so long lists only
 * render the rows on screen; 'auto' suits short lists (every row rendered).
 * The toolbar's CSV item is the app's own (gridCsv.tsx); a screen still names the
 * file, or turns the item off, with slotProps.toolbar.csvOptions as for the grid's own.
 */
export function AppDataGrid<R extends GridValidRowModel>({
  height = 640,
  sx,
  slotProps,
  ...props
}: AppDataGridProps<R>) {
  const toolbar = slotProps?.toolbar;
  const csv = toolbar?.csvOptions;
  const toolbarProps = {
    ...toolbar,
    csvOptions: { ...csv, disableToolbarButton: true },
    additionalExportMenuItems: csv?.disableToolbarButton
      ? toolbar?.additionalExportMenuItems
      : (close: () => void) => (
          <>
            <GridCsvMenuItem fileName={csv?.fileName ?? 'export'} onDone={close} />
            {toolbar?.additionalExportMenuItems?.(close)}
          </>
        ),
  };
  return (
    <Card sx={height === 'auto' ? undefined : { height }}>
      <DataGrid<R>
        showToolbar
        disableRowSelectionOnClick
        autoHeight={height === 'auto'}
        sx={{ border: 0, ...sx }}
        slotProps={{ ...slotProps, toolbar: toolbarProps }}
        {...props}
      />
    </Card>
  );
}
