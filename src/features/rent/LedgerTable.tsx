import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { PHONE } from '../../components/layout/filterPanelRules';
import { formatDate } from '../../utils/format';
import { balanceText, effectText, entryText } from './rentFormat';
import type { LedgerEntry } from './types';

// Named for screen readers only (MUI's sx reads a bare 1 as 100%: pixels here).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export type LedgerAction = { kind: 'delete' | 'remove fee'; entry: LedgerEntry };

interface Props {
  entries: LedgerEntry[];
  onAction: (action: LedgerAction) => void;
}

/** The landlord deletes payments and charges they entered, and removes (waives) a posted fee; the rest is the database's. */
function actionOf(entry: LedgerEntry): LedgerAction['kind'] | null {
  if (entry.kind === 'payment') return entry.method === 'Deposit' ? null : 'delete';
  if (entry.kind === 'charge' || entry.kind === 'credit') return 'delete';
  if (entry.kind === 'late_fee' && !entry.waived) return 'remove fee';
  return null;
}

function What({ entry }: { entry: LedgerEntry }) {
  const text = entryText(entry);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        component="span"
        sx={entry.waived ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
      >
        {text}
      </Typography>
      {entry.waived && <Chip size="small" label="Waived" variant="outlined" />}
      {entry.late && (entry.open ?? 0) > 0 && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={entry.late_since ? `Late since ${formatDate(entry.late_since)}` : 'Late'}
        />
      )}
      {entry.late && (entry.open ?? 0) === 0 && entry.paid_on && (
        <Chip size="small" color="warning" variant="outlined" label={`Paid late, ${formatDate(entry.paid_on)}`} />
      )}
    </Stack>
  );
}

function Action({ entry, onAction }: { entry: LedgerEntry; onAction: Props['onAction'] }) {
  const kind = actionOf(entry);
  if (!kind) return null;
  const label = `${kind === 'delete' ? 'Delete' : 'Remove'} ${entryText(entry)} of ${formatDate(entry.on)}`;
  return kind === 'delete' ? (
    <IconButton size="small" aria-label={label} title="Delete" onClick={() => onAction({ kind, entry })}>
      <DeleteOutlinedIcon fontSize="small" />
    </IconButton>
  ) : (
    <Button size="small" aria-label={label} onClick={() => onAction({ kind, entry })}>
      Remove
    </Button>
  );
}

/** The running ledger, oldest first as the database orders it: each line's effect and the balance after it. */
export function LedgerTable({ entries, onAction }: Props) {
  const phone = useMediaQuery(PHONE, { noSsr: true });
  if (entries.length === 0) return <Typography color="textSecondary">Nothing charged or received yet.</Typography>;
  if (phone)
    return (
      <Box component="ul" aria-label="Ledger" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box component="li" key={`${entry.kind}-${entry.id}`} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="textSecondary">
                  {formatDate(entry.on)}
                </Typography>
                <What entry={entry} />
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {effectText(entry.effect, entry.kind)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {balanceText(entry.balance)}
                </Typography>
                <Action entry={entry} onAction={onAction} />
              </Box>
            </Stack>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label="Ledger">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>What</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell align="right" sx={{ width: 110 }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={`${entry.kind}-${entry.id}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.on)}</TableCell>
            <TableCell>
              <What entry={entry} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {effectText(entry.effect, entry.kind)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {balanceText(entry.balance)}
            </TableCell>
            <TableCell align="right">
              <Action entry={entry} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
