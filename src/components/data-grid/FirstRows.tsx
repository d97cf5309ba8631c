import { Box, Card, Typography } from '@mui/material';
import type { GridColDef, GridRenderCellParams, GridRowHeightParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentType, ReactNode } from 'react';
import type { AppDataGridProps } from './AppDataGrid';

// The grid's own measures (x-data-grid defaults), so the grid replaces this without a jump.
const TOOLBAR = 52;
const HEADER = 56;
const FOOTER = 52;
const ROW = 52;

type Column<R extends GridValidRowModel> = GridColDef<R>;
type Getter = (value: unknown, row: unknown, column: unknown, api: unknown) => unknown;

function cellContent<R extends GridValidRowModel>(column: Column<R>, row: R, id: string | number): ReactNode {
  const raw: unknown = row[column.field];
  const value = column.valueGetter ? (column.valueGetter as unknown as Getter)(raw, row, column, undefined) : raw;
  const formatted = column.valueFormatter
    ? (column.valueFormatter as unknown as Getter)(value, row, column, undefined)
    : value;
  if (column.renderCell)
    return column.renderCell({
      row,
      value,
      formattedValue: formatted,
      field: column.field,
      id,
      colDef: column,
    } as unknown as GridRenderCellParams<R>);
  return (
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {formatted === null || formatted === undefined ? '' : String(formatted)}
    </Box>
  );
}

// The grid gives a column without width or flex 100 px.
const track = <R extends GridValidRowModel>(c: Column<R>) =>
  c.width ? `${c.width}px` : c.flex ? `minmax(${c.minWidth ?? 50}px, ${c.flex}fr)` : `${c.minWidth ?? 100}px`;

/**
 * The first rows a grid would show, as plain text in the grid's card: what DeferredDataGrid shows
 * while the grid's code loads. Columns as the grid has them (value getters, formatters and cell
 * renderers); the action buttons come with the grid.
 */
export function FirstRows<R extends GridValidRowModel>({
  rows,
  columns,
  height = 640,
  getRowHeight,
  columnVisibilityModel,
  getRowId,
  slots,
  label,
}: AppDataGridProps<R>) {
  const shown = columns.filter((c) => columnVisibilityModel?.[c.field] !== false);
  const rowHeight = Number(getRowHeight?.({} as GridRowHeightParams)) || ROW;
  const fits = height === 'auto' ? 100 : Math.max(1, Math.floor((height - TOOLBAR - HEADER - FOOTER) / rowHeight));
  const first = (rows ?? []).slice(0, fits);
  const NoRows = slots?.noRowsOverlay as ComponentType | undefined;
  const template = shown.map(track).join(' ');
  const line = {
    display: 'grid',
    gridTemplateColumns: template,
    alignItems: 'center',
    borderBottom: 1,
    borderColor: 'divider',
  } as const;
  const cell = { px: 1.25, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return (
    <Card sx={height === 'auto' ? undefined : { height }} data-first-rows="">
      <Box
        sx={{
          height: TOOLBAR,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          px: 1.25,
        }}
      >
        <Typography variant="body1">{label}</Typography>
      </Box>
      <Box
        role="table"
        aria-label={label}
        sx={{ overflow: 'hidden', height: height === 'auto' ? undefined : height - TOOLBAR - FOOTER }}
      >
        <Box role="row" sx={{ ...line, height: HEADER }}>
          {shown.map((c) => (
            <Typography
              key={c.field}
              role="columnheader"
              variant="body2"
              sx={{
                ...cell,
                fontWeight: 500,
                textAlign: c.type === 'number' ? 'right' : c.type === 'actions' ? 'center' : undefined,
              }}
            >
              {c.headerName ?? c.field}
            </Typography>
          ))}
        </Box>
        {first.length === 0 && NoRows ? (
          <Box sx={{ height: 200 }}>
            <NoRows />
          </Box>
        ) : (
          first.map((row) => {
            const id: string | number = getRowId ? getRowId(row) : row.id;
            return (
              <Box role="row" key={id} sx={{ ...line, height: rowHeight }}>
                {shown.map((c) => (
                  <Typography
                    key={c.field}
                    role="cell"
                    component="div"
                    variant="body2"
                    sx={{
                      ...cell,
                      height: '100%',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: c.type === 'number' ? 'flex-end' : undefined,
                    }}
                  >
                    {c.type === 'actions' ? null : cellContent(c, row, id)}
                  </Typography>
                ))}
              </Box>
            );
          })
        )}
      </Box>
    </Card>
  );
}
