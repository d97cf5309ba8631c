import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useVendorForm } from './useVendorForm';
import { VendorAccountsSection } from './VendorAccountsSection';
import { VendorFormFields } from './VendorFormFields';
import { EMPTY_VENDOR_FORM } from './vendorRules';

/**
 * 'Add Vendor' in a modal. After the vendor is saved the dialog stays open on
 * it, because its per-property accounts need a saved vendor (SPEC §5).
 * Mount with a new key per opening.
 */
export function VendorFormDialog({ onClose }: { onClose: () => void }) {
  const [vendorId, setVendorId] = useState<string | null>(null);
  const notify = useNotify();
  const { form, errors, saveError, change, submit, saving } = useVendorForm(
    EMPTY_VENDOR_FORM,
    vendorId,
    (vendor, created) => {
      setVendorId(vendor.id);
      notify(created ? 'Vendor added - now add its property accounts' : 'Vendor saved');
    },
  );

  return (
    <Dialog
      open
      // A stray click beside the dialog must not throw away what was typed.
      onClose={(_event, reason) => !saving && reason !== 'backdropClick' && onClose()}
      aria-labelledby="vendor-form-title"
      maxWidth="md"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="vendor-form-title">{vendorId ? 'Edit Vendor' : 'Add Vendor'}</DialogTitle>
        <DialogContent>
          <ResultBanner message={saveError} severity="error" />
          <VendorFormFields form={form} errors={errors} onChange={change} />
          <VendorAccountsSection vendorId={vendorId} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {vendorId ? 'Done' : 'Cancel'}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Vendor'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
