import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useCreateVendorMutation, useUpdateVendorMutation } from './vendorsApi';
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
 */
export function useVendorForm(
  initial: VendorForm,
  vendorId: string | null,
  onSaved: (vendor: VendorRow, created: boolean) => void,
) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<VendorFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [create, createState] = useCreateVendorMutation();
  const [update, updateState] = useUpdateVendorMutation();

  const change = (field: keyof VendorForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateVendor(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields = toVendorFields(form);
    const result = vendorId ? await update({ id: vendorId, fields }) : await create(fields);
    if (result.error) return setSaveError(vendorSaveError(errorMessage(result.error)));
    setSaveError(null);
    // Show what was saved (the website with its scheme).
    setForm((f) => ({ ...f, website_url: fields.website_url ?? '' }));
    onSaved(result.data, !vendorId);
  };

  return { form, errors, saveError, change, submit, saving: createState.isLoading || updateState.isLoading };
}
