import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { PageHeader } from '../../components/layout/PageHeader';
import { errorMessage } from '../../api/errors';
import { paths } from '../../config/paths';
import {
  useCreatePropertyMutation,
  useGetManagerChoicesQuery,
  useGetPropertyQuery,
  useUpdatePropertyMutation,
} from './propertiesApi';
import { PropertyFormFields } from './PropertyFormFields';
import {
  EMPTY_PROPERTY_FORM,
  toPropertyForm,
  toPropertyRow,
  validateProperty,
  type PropertyErrors,
  type PropertyForm,
} from './propertyRules';
import { PropertyNotFound } from './PropertyNotFound';

/** /properties/new and /properties/{id}/edit. */
export function PropertyFormPage() {
  const { id } = useParams();
  const { data: property, isLoading } = useGetPropertyQuery(id ?? '', { skip: !id });
  // The manager choices load first, so the select never holds a value it has no option for.
  const { isLoading: managersLoading } = useGetManagerChoicesQuery();
  if ((id && isLoading) || managersLoading) return <LoadingState text={id ? 'Loading property...' : 'Loading...'} />;
  if (id && !property) return <PropertyNotFound />;
  return (
    <PropertyFormCard
      key={property?.id ?? 'new'}
      id={id}
      initial={property ? toPropertyForm(property) : EMPTY_PROPERTY_FORM}
    />
  );
}

function PropertyFormCard({ id, initial }: { id?: string; initial: PropertyForm }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<PropertyErrors>({});
  const { data: managers = [] } = useGetManagerChoicesQuery();
  const [create, createState] = useCreatePropertyMutation();
  const [update, updateState] = useUpdatePropertyMutation();
  const saveError = id ? updateState.error : createState.error;
  const saving = createState.isLoading || updateState.isLoading;
  const navigate = useNavigate();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProperty(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = id ? await update({ id, changes: toPropertyRow(form) }) : await create(form);
    if (!result.error) {
      notify(id ? 'Property saved' : 'Property added');
      // The property's page is where its units are added and its tasks start.
      navigate(paths.property(id ?? result.data.id));
    }
  };

  return (
    <>
      <PageHeader title={id ? 'Edit Property' : 'New Property'} />
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent>
          {saveError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not save the property: {errorMessage(saveError)}
            </Alert>
          )}
          <PropertyFormFields
            form={form}
            errors={errors}
            managers={managers}
            onChange={(field, value) => setForm((f) => ({ ...f, [field]: value }))}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button component={RouterLink} to={paths.properties}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : id ? 'Save Property' : 'Add Property'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
