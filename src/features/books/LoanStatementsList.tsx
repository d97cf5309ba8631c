import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { formatCurrency } from '../../utils/format';
import { useDeleteLoanStatementMutation, useGetLoanStatementsQuery, type LoanStatementRow } from './booksApi';
import { LoanStatementDialog } from './LoanStatementDialog';

const figures = (s: LoanStatementRow) =>
  [
    `interest ${formatCurrency(s.interest)}`,
    s.taxes !== null ? `taxes ${formatCurrency(s.taxes)}` : null,
    s.insurance !== null ? `insurance ${formatCurrency(s.insurance)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** A property's lender statements (Form 1098), one a year: entered, corrected, removed. */
export function LoanStatementsList({ property }: { property: { id: string; name: string } }) {
  const { data = [], error, refetch } = useGetLoanStatementsQuery(property.id);
  const [dialog, setDialog] = useState<{ editing?: LoanStatementRow } | null>(null);
  const [deleting, setDeleting] = useState<LoanStatementRow | null>(null);
  const [remove, removeState] = useDeleteLoanStatementMutation();

  return (
    <section aria-labelledby="loan-statements-title">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2 }}
      >
        <Typography variant="subtitle1" component="h3" id="loan-statements-title" sx={{ fontWeight: 600 }}>
          Lender’s Form 1098
        </Typography>
        <Button variant="text" size="small" onClick={() => setDialog({})}>
          Enter Form 1098
        </Button>
      </Stack>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : data.length > 0 ? (
        <List dense aria-label="Lender’s statements">
          {data.map((s) => (
            <ListItem
              key={s.id}
              disableGutters
              divider
              secondaryAction={
                <>
                  <IconButton aria-label={`Edit the ${s.year} Form 1098`} onClick={() => setDialog({ editing: s })}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={`Delete the ${s.year} Form 1098`}
                    onClick={() => {
                      removeState.reset();
                      setDeleting(s);
                    }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={`${s.year}`} secondary={figures(s)} sx={{ pr: 10 }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="textSecondary">
          When the lender’s year-end statement arrives, enter it: its figures replace the payments’ split on Schedule E.
        </Typography>
      )}
      {dialog && (
        <LoanStatementDialog
          property={property}
          statements={data}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Form 1098"
        message={
          deleting
            ? `Delete the ${deleting.year} Form 1098? Schedule E goes back to the payments’ split for ${deleting.year}.`
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
    </section>
  );
}
