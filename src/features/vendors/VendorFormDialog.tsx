import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { vendorAddedMessage } from './accountDrafts';
import { useAccountDrafts } from './useAccountDrafts';
import { useVendorForm } from './useVendorForm';
import { VendorAccountsSection } from './VendorAccountsSection';
import { VendorFormFields } from './VendorFormFields';
import { EMPTY_VENDOR_FORM } from './vendorRules';

/**
 * 'Add Vendor' in a modal: the vendor and its per-property accounts, typed in any order and saved
 * together in one go. Closing with anything typed asks first. Mount with a new key per opening.
 */
export function VendorFormDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const drafts = useAccountDrafts();
  const [confirming, setConfirming] = useState(false);
  const { form, errors, saveError, change, submit, saving, dirty } = useVendorForm(
    EMPTY_VENDOR_FORM,
    null,
    (_vendor, accounts) => {
      notify(vendorAddedMessage(accounts.length));
      onClose();
    },
    drafts.toSave,
  );
  const close = () => (dirty || drafts.unsaved ? setConfirming(true) : onClose());

  return (
    <Dialog
      open
      // A stray click beside the dialog must not throw away what was typed.
      onClose={(_event, reason) => !saving && reason !== 'backdropClick' && close()}
      aria-labelledby="vendor-form-title"
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="vendor-form-title">Add Vendor</DialogTitle>
        <DialogContent>
          <ResultBanner message={saveError} severity="error" />
          <VendorFormFields form={form} errors={errors} onChange={change} />
          <VendorAccountsSection vendorId={null} drafts={drafts} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Vendor'}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Discard this vendor?"
        message="The vendor and the property accounts you typed are not saved."
        confirmLabel="Discard"
        onConfirm={onClose}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
