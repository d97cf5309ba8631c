import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Grid, List, MenuItem, TextField, Typography } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { LoadError } from '../../components/feedback/LoadError';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { EMPTY_ACCOUNT_DRAFT, type AccountDraft } from './accountDrafts';
import { PendingAccountItem } from './PendingAccountItem';
import type { AccountDrafts } from './useAccountDrafts';
import { VendorAccountItem } from './VendorAccountItem';
import {
  useCreateVendorAccountMutation,
  useGetVendorAccountsQuery,
  useGetVendorPropertyChoicesQuery,
} from './vendorsApi';
import { accountError, propertiesOffered, validateNewAccount } from './vendorRules';

const listSx = {
  mb: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& > li:last-of-type': { borderBottom: 0 },
};

/**
 * SPEC §2: per-property accounts are added, edited and deleted inside the vendor form. A saved
 * vendor's Add saves at once; a new vendor's rows wait in the form and are saved with it.
 */
export function VendorAccountsSection({ vendorId, drafts }: { vendorId: string | null; drafts: AccountDrafts }) {
  const {
    data: accounts = [],
    error: loadError,
    refetch: refetchAccounts,
  } = useGetVendorAccountsQuery(vendorId ?? '', { skip: !vendorId });
  const { data: properties = [] } = useGetVendorPropertyChoicesQuery();
  const [create, { isLoading }] = useCreateVendorAccountMutation();
  const notify = useNotify();
  const { draft, setDraft, added, setAdded, message, setMessage } = drafts;
  const linked = [...accounts, ...added.map((a) => ({ property_id: a.propertyId }))];
  const offered = propertiesOffered(properties, linked);
  // A property linked meanwhile (another tab) drops out of the choices; so does its selection.
  const selected = offered.some((p) => p.id === draft.propertyId) ? draft.propertyId : '';
  const set = (key: keyof AccountDraft) => (e: { target: { value: string } }) => {
    setDraft({ ...draft, [key]: e.target.value });
    setMessage(null);
  };
  const nameOf = (propertyId: string) => properties.find((p) => p.id === propertyId)?.name ?? 'Unknown property';

  const add = async () => {
    const typed = { ...draft, propertyId: selected };
    const invalid = validateNewAccount(typed);
    setMessage(invalid);
    if (invalid) return;
    if (!vendorId) {
      setAdded([...added, typed]);
      setDraft(EMPTY_ACCOUNT_DRAFT);
      return;
    }
    const result = await create({
      vendorId,
      propertyId: selected,
      account_number: draft.accountNumber.trim(),
      notes: draft.notes.trim() || null,
    });
    // The typed values stay on a failure, so the landlord can fix and retry.
    if (result.error) return setMessage(accountError('adding', errorMessage(result.error)));
    setDraft(EMPTY_ACCOUNT_DRAFT);
    notify('Property account added');
  };

  return (
    <Box component="section" aria-labelledby="vendor-accounts-title" sx={{ mt: 3 }}>
      <Typography id="vendor-accounts-title" variant="h3" component="h2" gutterBottom>
        Property accounts
      </Typography>
      {!vendorId && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          The account number for each property this vendor bills. They are saved with the vendor.
        </Typography>
      )}
      {loadError && (
        <Box sx={{ mb: 1.5 }}>
          <LoadError error={loadError} onRetry={() => void refetchAccounts()} />
        </Box>
      )}
      {accounts.length > 0 && (
        <List dense disablePadding aria-label="Property accounts" sx={listSx}>
          {accounts.map((account) => (
            <VendorAccountItem key={account.id} account={account} onChanged={drafts.markChanged} />
          ))}
        </List>
      )}
      {added.length > 0 && (
        <List dense disablePadding aria-label="Property accounts to save" sx={listSx}>
          {added.map((account) => (
            <PendingAccountItem
              key={account.propertyId}
              account={account}
              propertyName={nameOf(account.propertyId)}
              onRemove={() => setAdded(added.filter((a) => a !== account))}
            />
          ))}
        </List>
      )}
      {message && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {message}
        </Alert>
      )}
      <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }} role="group" aria-label="Add property account">
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField select label="Property" size="small" fullWidth value={selected} onChange={set('propertyId')}>
            {offered.length === 0 && (
              <MenuItem value="" disabled>
                {properties.length ? 'Every property is linked' : 'No properties yet'}
              </MenuItem>
            )}
            {offered.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            label="Account number"
            size="small"
            fullWidth
            value={draft.accountNumber}
            onChange={set('accountNumber')}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            label="Account notes"
            size="small"
            fullWidth
            value={draft.notes}
            onChange={set('notes')}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 2 }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => void add()}
            disabled={isLoading}
            fullWidth
            sx={{ height: 40 }}
          >
            {isLoading ? 'Adding...' : 'Add'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
