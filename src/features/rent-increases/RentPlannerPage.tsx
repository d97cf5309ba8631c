import { Alert, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatDate } from '../../utils/format';
import { increaseTitle, PlannedIncreasesList } from './PlannedIncreasesList';
import { PlannerForm } from './PlannerForm';
import {
  rentIncreaseSelectors,
  useCancelRentIncreaseMutation,
  useCreateRentIncreaseMutation,
  useDeleteRentIncreaseMutation,
  useGetPlannerUnitsQuery,
  useGetRentIncreasesQuery,
  type RentIncreaseListItem,
} from './rentIncreasesApi';
import { duplicateMessage, isDuplicateIncrease, type RentIncreaseDraft } from './rentRules';

// Cancelled ones stay listed: cancelling keeps the row (SPEC §4), unlike Delete.
const PLANNED = { status: ['Scheduled', 'Overdue', 'Applied', 'Cancelled'] };

/** SPEC §2 Rent Increase Planner; SPEC §8 alerts show in the page, not in window.alert. */
export function RentPlannerPage() {
  const units = useGetPlannerUnitsQuery();
  const list = useGetRentIncreasesQuery(PLANNED);
  const [create, createState] = useCreateRentIncreaseMutation();
  const [remove, removeState] = useDeleteRentIncreaseMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RentIncreaseListItem | null>(null);
  const [cancel, cancelState] = useCancelRentIncreaseMutation();
  const [cancelling, setCancelling] = useState<RentIncreaseListItem | null>(null);
  const increases = useMemo(() => (list.data ? rentIncreaseSelectors.selectAll(list.data) : []), [list.data]);

  const save = async (draft: RentIncreaseDraft) => {
    setAlert(null);
    if (isDuplicateIncrease(increases, draft.unitId, draft.effectiveDate)) {
      setAlert(duplicateMessage(draft.effectiveDate));
      return false;
    }
    const result = await create(draft);
    if (!result.error) return true;
    // Someone else planned the same date a moment ago: the database refused it.
    setAlert(result.error.code === '23505' ? duplicateMessage(draft.effectiveDate) : `Error saving rent increase: ${errorMessage(result.error)}`);
    return false;
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if (result.error) setAlert(`Error deleting rent increase: ${errorMessage(result.error)}`);
    setDeleting(null);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    const result = await cancel(cancelling.id);
    if (result.error) setAlert(`Error cancelling rent increase: ${errorMessage(result.error)}`);
    setCancelling(null);
  };

  const error = units.error ?? list.error;
  return (
    <>
      <PageHeader title="Rent Increase Planner" subtitle="Plan increases per unit; each one builds on the one before it." />
      <Stack spacing={2}>
        {alert && (
          <Alert severity="error" onClose={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        {error ? (
          <LoadError error={error} onRetry={() => void (units.refetch(), list.refetch())} />
        ) : units.isLoading || list.isLoading ? (
          <LoadingState text="Loading rent increases..." />
        ) : (
          <>
            <PlannerForm properties={units.data ?? []} increases={increases} saving={createState.isLoading} onSave={save} />
            <PlannedIncreasesList
              increases={increases}
              onApplyError={(message) => setAlert(`Error applying rent increase: ${message}`)}
              onDelete={(increase) => {
                removeState.reset();
                setDeleting(increase);
              }}
              onCancel={(increase) => {
                cancelState.reset();
                setCancelling(increase);
              }}
            />
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        title="Delete rent increase?"
        message={deleting ? `Delete the increase for ${increaseTitle(deleting)} on ${formatDate(deleting.effective_date)}?` : ''}
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel rent increase?"
        message={
          cancelling
            ? `Cancel the increase for ${increaseTitle(cancelling)} on ${formatDate(cancelling.effective_date)}? It stays listed as Cancelled, and later increases of the unit are recalculated.`
            : ''
        }
        confirmLabel="Cancel increase"
        busy={cancelState.isLoading}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
