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
import { useMemo, type ReactNode } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { formatCurrency, formatDate } from '../../utils/format';
import { useGetScheduleEEntriesQuery } from './expensesApi';
import { isPaymentEntry, paymentIdsOf, scheduleELineName, type ScheduleEColumn } from './scheduleERules';

export interface ScheduleEFigure {
  column: ScheduleEColumn;
  line: number;
}

/**
 * The payments' receipts (the documents feature's, composed in src/app/routes): `paymentIds` are
 * all the figure's payments, so both parts share one read.
 */
export interface ScheduleEReceipts {
  /** Above the rows: how many of the payments have a receipt. */
  summary: (paymentIds: string[]) => ReactNode;
  /** Under a payment's row: its receipts, or Attach. `subject` names the payment. */
  ofPayment: (paymentId: string, paymentIds: string[], subject: string) => ReactNode;
}

/** The ledger rows behind one figure of the form: each payment, rent, loan split or asset, and their sum. */
export function ScheduleEEntriesDialog({
  year,
  figure,
  onClose,
  receipts,
}: {
  year: number;
  figure: ScheduleEFigure;
  onClose: () => void;
  receipts?: ScheduleEReceipts;
}) {
  const { column, line } = figure;
  const { data, error, isLoading, refetch } = useGetScheduleEEntriesQuery({ year, propertyId: column.property_id });
  const rows = useMemo(() => (data ?? []).filter((e) => e.line === line), [data, line]);
  const paymentIds = useMemo(() => (receipts ? paymentIdsOf(rows) : []), [receipts, rows]);
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
            {paymentIds.length > 0 && receipts?.summary(paymentIds)}
            <List dense aria-label={`Ledger rows behind line ${line}`}>
              {rows.map((e) => {
                const subject = `${e.description}, ${formatCurrency(e.amount)} on ${formatDate(e.on_day)}`;
                return (
                  <ListItem
                    key={`${e.source_id}:${e.line}`}
                    disableGutters
                    divider
                    aria-label={subject}
                    sx={{ display: 'block' }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'baseline' }}>
                      <ListItemText primary={e.description} secondary={`${formatDate(e.on_day)} · ${e.source}`} />
                      <Typography sx={{ ml: 2, whiteSpace: 'nowrap' }}>{formatCurrency(e.amount)}</Typography>
                    </Box>
                    {receipts && isPaymentEntry(e) && receipts.ofPayment(e.source_id, paymentIds, subject)}
                  </ListItem>
                );
              })}
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
