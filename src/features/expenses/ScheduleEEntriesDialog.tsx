import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { LoadError } from '../../components/feedback/LoadError';
import { formatCurrency, formatDate } from '../../utils/format';
import { useGetScheduleEEntriesQuery } from './expensesApi';
import { scheduleELineName, type ScheduleEColumn } from './scheduleERules';

export interface ScheduleEFigure {
  column: ScheduleEColumn;
  line: number;
}

/** The ledger rows behind one figure of the form: each payment, rent, loan split or asset, and their sum. */
export function ScheduleEEntriesDialog({
  year,
  figure,
  onClose,
}: {
  year: number;
  figure: ScheduleEFigure;
  onClose: () => void;
}) {
  const { column, line } = figure;
  const { data, error, isLoading, refetch } = useGetScheduleEEntriesQuery({ year, propertyId: column.property_id });
  const rows = (data ?? []).filter((e) => e.line === line);
  const title = `Line ${line}, ${scheduleELineName(line)}: ${column.letter} ${column.name}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-e-entries-title">
      <DialogTitle id="schedule-e-entries-title">{title}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : isLoading ? (
          <Typography role="status" color="textSecondary">
            Loading the ledger rows...
          </Typography>
        ) : (
          <>
            <List dense aria-label={`Ledger rows behind line ${line}`}>
              {rows.map((e) => (
                <ListItem key={`${e.source_id}:${e.line}`} disableGutters divider>
                  <ListItemText primary={e.description} secondary={`${formatDate(e.on_day)} · ${e.source}`} />
                  <Typography sx={{ ml: 2, whiteSpace: 'nowrap' }}>{formatCurrency(e.amount)}</Typography>
                </ListItem>
              ))}
            </List>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1, fontWeight: 700 }}>
              <span>
                {rows.length} {rows.length === 1 ? 'row' : 'rows'}
              </span>
              <span aria-label="Line total">{formatCurrency(column.lines[String(line)] ?? 0)}</span>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
