import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import type { NewVendorAccount } from './accountDrafts';
import { useCreateVendorWithAccountsMutation, useUpdateVendorMutation } from './vendorsApi';
import {
  toVendorFields,
  validateVendor,
  vendorSaveError,
  type VendorForm,
  type VendorFormErrors,
  type VendorRow,
} from './vendorRules';

/**
 * The vendor form's state and save, shared by the add dialog and the edit page.
 * A failed save keeps every typed value and shows SPEC §8's banner.
 * `accountsToSend` answers the property accounts typed with the form, or null when a half-typed
 * one stops the save (its section says why); a new vendor is saved with them in one transaction.
 */
export function useVendorForm(
  initial: VendorForm,
  vendorId: string | null,
  onSaved: (vendor: VendorRow, accounts: NewVendorAccount[]) => void,
  accountsToSend: () => NewVendorAccount[] | null = () => [],
) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<VendorFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [create, createState] = useCreateVendorWithAccountsMutation();
  const [update, updateState] = useUpdateVendorMutation();

  // A field's message goes once the field is changed: a red line must not outlive its cause.
  const change = <K extends keyof VendorForm>(field: K, value: VendorForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateVendor(form);
    setErrors(found);
    const accounts = accountsToSend();
    if (Object.keys(found).length || !accounts) return;
    const fields = toVendorFields(form);
    const result = vendorId ? await update({ id: vendorId, fields }) : await create({ fields, accounts });
    if (result.error) return setSaveError(vendorSaveError(errorMessage(result.error)));
    setSaveError(null);
    // Show what was saved (the website with its scheme, the tax id with its dashes).
    setForm((f) => ({ ...f, website_url: fields.website_url ?? '', tax_id: fields.tax_id ?? '' }));
    onSaved(result.data, accounts);
  };

  const dirty = (Object.keys(form) as Array<keyof VendorForm>).some((key) => form[key] !== initial[key]);
  return {
    form,
    errors,
    saveError,
    change,
    submit,
    dirty,
    saving: createState.isLoading || updateState.isLoading,
  };
}
