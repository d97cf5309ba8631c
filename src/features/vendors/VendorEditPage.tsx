import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { paths } from '../../config/paths';
import type { NewVendorAccount } from './accountDrafts';
import { useAccountDrafts } from './useAccountDrafts';
import { useVendorForm } from './useVendorForm';
import { VendorAccountsSection } from './VendorAccountsSection';
import { VendorFormFields } from './VendorFormFields';
import { VendorNotFound } from './VendorNotFound';
import { useCreateVendorAccountMutation, useGetVendorQuery } from './vendorsApi';
import { accountError, toVendorForm, type VendorRow } from './vendorRules';

/** /vendors/{id}/edit: the vendor form as a page; closing it returns to the vendor page. */
export function VendorEditPage() {
  const { id = '' } = useParams();
  const { data: vendor, isLoading, error, refetch } = useGetVendorQuery(id);
  if (isLoading) return <LoadingState text="Loading vendor..." />;
  if (error) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  if (!vendor) return <VendorNotFound />;
  return <VendorEditForm key={vendor.id} vendor={vendor} />;
}

function VendorEditForm({ vendor }: { vendor: VendorRow }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const back = paths.vendor(vendor.id);
  const drafts = useAccountDrafts();
  const [createAccount] = useCreateVendorAccountMutation();
  const [confirming, setConfirming] = useState(false);
  // The account row typed and not added yet is saved with the vendor's own fields.
  const saved = async (_saved: VendorRow, accounts: NewVendorAccount[]) => {
    for (const { property_id, ...fields } of accounts) {
      const result = await createAccount({ vendorId: vendor.id, propertyId: property_id, ...fields });
      if (result.error) {
        notify('Vendor saved');
        return drafts.setMessage(accountError('adding', errorMessage(result.error)));
      }
    }
    notify(accounts.length ? 'Vendor and property account saved' : 'Vendor saved');
    navigate(back);
  };
  const { form, errors, saveError, change, submit, saving, dirty } = useVendorForm(
    toVendorForm(vendor),
    vendor.id,
    (row, accounts) => void saved(row, accounts),
    drafts.toSave,
  );
  // Leaving with something typed and not saved asks first.
  const leave = (event: MouseEvent) => {
    if (!dirty && !drafts.unsaved) return;
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <IconButton component={RouterLink} to={back} onClick={leave} aria-label={`Back to ${vendor.name}`} edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1">Edit Vendor</Typography>
      </Stack>
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent>
          <ResultBanner message={saveError} severity="error" />
          <VendorFormFields form={form} errors={errors} onChange={change} />
          <VendorAccountsSection vendorId={vendor.id} drafts={drafts} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button component={RouterLink} to={back} onClick={leave} disabled={saving}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save Vendor'}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Discard your changes?"
        message="What you typed on this page since it was last saved is not saved."
        confirmLabel="Discard"
        onConfirm={() => navigate(back)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
