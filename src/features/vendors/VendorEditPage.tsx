import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { paths } from '../../config/paths';
import { useVendorForm } from './useVendorForm';
import { VendorAccountsSection } from './VendorAccountsSection';
import { VendorFormFields } from './VendorFormFields';
import { VendorNotFound } from './VendorNotFound';
import { useGetVendorQuery } from './vendorsApi';
import { toVendorForm, type VendorRow } from './vendorRules';

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
  const { form, errors, saveError, change, submit, saving } = useVendorForm(toVendorForm(vendor), vendor.id, () => {
    notify('Vendor saved');
    navigate(back);
  });

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <IconButton component={RouterLink} to={back} aria-label={`Back to ${vendor.name}`} edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1">Edit Vendor</Typography>
      </Stack>
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent>
          <ResultBanner message={saveError} severity="error" />
          <VendorFormFields form={form} errors={errors} onChange={change} />
          <VendorAccountsSection vendorId={vendor.id} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button component={RouterLink} to={back} disabled={saving}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save Vendor'}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
