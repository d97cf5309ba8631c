import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { countOutcomes, type Outcome, type PreviewRow } from './importRules';

const SHOWN = 200;
const LABELS: Record<Outcome, string> = { new: 'New', update: 'Update', unchanged: 'Unchanged', error: 'Error' };
const COLORS = { new: 'success', update: 'info', unchanged: 'default', error: 'error' } as const;

/** Every row's outcome and messages; problems first to hand with a filter. */
export function ImportPreviewTable({
  rows,
  headers,
  labelColumns,
}: {
  rows: PreviewRow[];
  headers: string[];
  labelColumns: number[];
}) {
  const counts = useMemo(() => countOutcomes(rows), [rows]);
  const [filter, setFilter] = useState<'all' | 'error'>(counts.error ? 'error' : 'all');
  const shown = useMemo(
    () => (filter === 'error' ? rows.filter((r) => r.outcome === 'error') : rows).slice(0, SHOWN),
    [rows, filter],
  );
  const total = filter === 'error' ? counts.error : rows.length;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="Rows by outcome">
        {(Object.keys(LABELS) as Outcome[]).map((o) => (
          <Chip
            key={o}
            label={`${LABELS[o]}: ${counts[o]}`}
            color={COLORS[o]}
            variant={o === 'error' && counts.error ? 'filled' : 'outlined'}
          />
        ))}
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_e, v) => v && setFilter(v)}
        sx={{ mb: 1 }}
        aria-label="Rows shown"
      >
        <ToggleButton value="all">All rows</ToggleButton>
        <ToggleButton value="error">Errors only</ToggleButton>
      </ToggleButtonGroup>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="Import preview">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Row</TableCell>
              <TableCell>Outcome</TableCell>
              <TableCell>Messages</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>
                  {labelColumns
                    .map((i) => row.cells[i])
                    .filter(Boolean)
                    .join(' · ') || headers.map((_, i) => row.cells[i]).join(', ')}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={LABELS[row.outcome]} color={COLORS[row.outcome]} variant="outlined" />
                </TableCell>
                <TableCell>{row.messages.join('; ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > SHOWN && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Showing the first {SHOWN} of {total} rows.
        </Typography>
      )}
    </>
  );
}
