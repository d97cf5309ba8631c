import { useEffect, type ReactNode } from 'react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { inPlace } from '../lazyComponent';
import type { AppDataGridProps } from './AppDataGrid';
import { FirstRows } from './FirstRows';

// The grid's code (x-data-grid, 157–161 KB gzip on a route) stays off the first screen's critical path.
const Grid = inPlace(() =>
  import('./AppDataGrid').then((m) => m.AppDataGrid as (props: AppDataGridProps<GridValidRowModel>) => ReactNode),
);

/** Starts the grid's code (a screen calls it once it has what its first rows need). */
export const preloadDataGrid = () => Grid.preload().catch(() => undefined);

/**
 * The house grid, loaded after the screen: until its code is here the first rows show
 * as plain text in the grid's place (same card, columns and row height), so a phone shows the data
 * before it has downloaded and run the grid. If the grid's code cannot arrive, the first rows stay.
 */
export function DeferredDataGrid<R extends GridValidRowModel>(props: AppDataGridProps<R>) {
  useEffect(() => {
    void preloadDataGrid();
  }, []);
  return <Grid {...(props as unknown as AppDataGridProps<GridValidRowModel>)} standIn={<FirstRows {...props} />} />;
}
