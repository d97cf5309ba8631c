import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Grid, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { LoadError } from '../../components/feedback/LoadError';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { VendorNotFound } from './VendorNotFound';
import { VendorAccountsCard, VendorDetailsCard, VendorTasksCard } from './VendorSideCards';
import { VendorSpendingCard } from './VendorSpendingCard';
import {
  useDeleteVendorMutation,
  useGetVendorAccountsQuery,
  useGetVendorQuery,
  useGetVendorSpendingQuery,
  vendorsApi,
} from './vendorsApi';
import { deleteVendorMessage, spendingQuery } from './vendorRules';
import { BackLink } from '../../components/layout/BackLink';

/** /vendors/{id}: details, accounts, spending and tasks; `documents`: its W-9 and contracts (composed in src/app). */
export function VendorDetailPage({ documents }: { documents?: (vendorId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const { data: vendor, isLoading, error, refetch } = useGetVendorQuery(id);
  // A cache read only: the entry the list seeded, never a request of its own.
  const { data: summary } = vendorsApi.endpoints.getVendorSummary.useQueryState(id);
  // Accounts and spending start with the vendor, not after it (RLS answers [] for a missing one).
  const { data: accounts = [] } = useGetVendorAccountsQuery(id);
  // The landlord's day, so the spending query's argument (and its cache entry) stays put all day.
  const today = useLandlordToday();
  useGetVendorSpendingQuery(spendingQuery(id, today));
  const [confirming, setConfirming] = useState(false);
  const [deleteVendor, deleteState] = useDeleteVendorMutation();
  const navigate = useNavigate();
  const notify = useNotify();

  if (isLoading && summary) {
    // What the list knew, while the full vendor loads.
    return (
      <>
        <BackLink to={paths.vendors} label="Vendors" />
        <PageHeader title={summary.name} subtitle={summary.category} />
        <LoadingState text="Loading vendor..." />
      </>
    );
  }
  if (isLoading) return <LoadingState text="Loading vendor..." />;
  if (error) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  if (!vendor) return <VendorNotFound />;

  const remove = async () => {
    const result = await deleteVendor(vendor.id);
    if (!result.error) {
      notify(`Deleted ${vendor.name}`);
      navigate(paths.vendors, { replace: true });
    }
  };

  return (
    <>
      <BackLink to={paths.vendors} label="Vendors" />
      <PageHeader
        title={vendor.name}
        subtitle={vendor.category}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.vendorEdit(vendor.id)}
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
            >
              Edit
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <VendorSpendingCard vendorId={vendor.id} today={today} />
            <VendorTasksCard vendor={vendor} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <VendorDetailsCard vendor={vendor} />
            <VendorAccountsCard accounts={accounts} />
            {documents?.(vendor.id)}
          </Stack>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title="Delete vendor"
        message={deleteVendorMessage(vendor.name, vendor.tasks.length)}
        busy={deleteState.isLoading}
        error={deleteState.error ? `Error deleting vendor: ${errorMessage(deleteState.error)}` : null}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
