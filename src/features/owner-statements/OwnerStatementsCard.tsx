import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { recentYears, YearField } from '../../components/form/YearField';
import { paths } from '../../config/paths';
import { formatCurrency, formatDate } from '../../utils/format';
import { yearOf } from '../../utils/landlordToday';
import { downloadYear } from './downloadYear';
import {
  useDeleteOwnerDrawMutation,
  useGetOwnerDrawsQuery,
  useGetOwnerStatementQuery,
  type OwnerDrawRow,
} from './ownerStatementsApi';
import { MONTH_NAMES } from './ownerStatementRules';
import { RecordOwnerDrawDialog } from './RecordOwnerDrawDialog';

/** Years a statement can be picked for: this one and the nine before. */
const YEARS_BACK = 10;

/**
 * A property's owner statements: pick a year and a month (or all twelve) to print, download the
 * year, and record or delete the owner's draws of that year.
 */
export function OwnerStatementsCard({ property }: { property: { id: string; name: string } }) {
  const today = useLandlordToday();
  const thisYear = yearOf(today);
  const [year, setYear] = useState(thisYear);
  const years = recentYears(thisYear, { count: YEARS_BACK });
  const [month, setMonth] = useState(Number(today.slice(5, 7)));
  const statement = useGetOwnerStatementQuery({ propertyId: property.id, year });
  const draws = useGetOwnerDrawsQuery({ propertyId: property.id, year });
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<OwnerDrawRow | null>(null);
  const [remove, removeState] = useDeleteOwnerDrawMutation();
  const shown = statement.data?.months[(month || 12) - 1];
  const period = month ? `${MONTH_NAMES[month - 1]} ${year}` : `the end of ${year}`;

  return (
    <Card component="section" aria-labelledby="owner-statements-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" id="owner-statements-title">
            Owner statements
          </Typography>
          <Button variant="outlined" size="small" onClick={() => setRecording(true)}>
            Record owner draw
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2, alignItems: { sm: 'center' } }}>
          <YearField value={year} years={years} onChange={setYear} />
          <TextField
            select
            size="small"
            label="Month"
            value={month}
            onChange={(e) => setMonth(Number(e.target.value))}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value={0}>All months</MenuItem>
            {MONTH_NAMES.map((name, i) => (
              <MenuItem key={name} value={i + 1}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            component={RouterLink}
            to={paths.ownerStatement(property.id, year, month || undefined)}
            variant="contained"
          >
            Open statement
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            disabled={!statement.data}
            onClick={() => statement.data && downloadYear(statement.data)}
          >
            Download the year
          </Button>
        </Stack>
        {statement.error ? (
          <LoadError error={statement.error} onRetry={statement.refetch} />
        ) : (
          shown && (
            <Typography sx={{ mt: 2 }} role="status" aria-label="Closing balance">
              Closing balance at {period}: <strong>{formatCurrency(shown.closing_balance)}</strong>
            </Typography>
          )
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Owner draws in {year}
        </Typography>
        {draws.error ? (
          <LoadError error={draws.error} onRetry={draws.refetch} />
        ) : draws.data && draws.data.length > 0 ? (
          <List dense aria-label={`Owner draws in ${year}`}>
            {draws.data.map((d) => (
              <ListItem
                key={d.id}
                disableGutters
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete the draw of ${formatDate(d.drawn_on)}`}
                    onClick={() => {
                      removeState.reset();
                      setDeleting(d);
                    }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={`${formatDate(d.drawn_on)} · ${formatCurrency(d.amount)}`} secondary={d.memo} />
              </ListItem>
            ))}
          </List>
        ) : (
          draws.data && (
            <Typography variant="body2" color="textSecondary">
              No draws recorded in {year}.
            </Typography>
          )
        )}
      </CardContent>
      {recording && <RecordOwnerDrawDialog property={property} onClose={() => setRecording(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete owner draw"
        message={
          deleting
            ? `Delete the draw of ${formatCurrency(deleting.amount)} on ${formatDate(deleting.drawn_on)}? The statements' balances change from that month on.`
            : ''
        }
        busy={removeState.isLoading}
        error={removeState.error ? errorMessage(removeState.error) : null}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await remove(deleting.id);
          if (!result.error) setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
