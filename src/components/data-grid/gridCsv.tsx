import { MenuItem } from '@mui/material';
import {
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { downloadCsv, type CsvCell } from '../../utils/csv';

/** What the grid shows, as the grid formats it: visible columns, rows in their filtered and sorted order. */
export function gridTable(apiRef: ReturnType<typeof useGridApiContext>): { header: string[]; rows: CsvCell[][] } {
  const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(
    (c) => c.disableExport !== true && c.type !== 'actions',
  );
  const ids = gridFilteredSortedRowIdsSelector(apiRef);
  const cell = (value: unknown): CsvCell =>
    typeof value === 'number' || typeof value === 'string' ? value : value == null ? null : String(value);
  return {
    header: columns.map((c) => c.headerName ?? c.field),
    // A number column's value is written as a number (a spreadsheet sums it), not as the grid formats it.
    rows: ids.map((id) =>
      columns.map((c) => {
        const params = apiRef.current.getCellParams(id, c.field);
        return cell(c.type === 'number' && typeof params.value === 'number' ? params.value : params.formattedValue);
      }),
    ),
  };
}

/**
 * The toolbar's "Download as CSV", written by the app's one CSV writer instead of the grid's own
 * serializer, so a grid's export neutralises formulas and quotes exactly as every other export does.
 */
export function GridCsvMenuItem({ fileName, onDone }: { fileName: string; onDone: () => void }) {
  const apiRef = useGridApiContext();
  const download = () => {
    const { header, rows } = gridTable(apiRef);
    downloadCsv(`${fileName}.csv`, header, rows);
    onDone();
  };
  return <MenuItem onClick={download}>Download as CSV</MenuItem>;
}
