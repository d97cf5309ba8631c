import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatDate } from '../../utils/format';
import { increaseTitle, PlannedIncreasesList } from './PlannedIncreasesList';
import { PlannerForm } from './PlannerForm';
import type { PlannedIncrease, UnitOption } from './rentIncreaseQueries';
import {
  useCancelRentIncreaseMutation,
  useCreateRentIncreaseMutation,
  useDeleteRentIncreaseMutation,
  useGetPlannedIncreasesQuery,
  useGetPlannerUnitQuery,
} from './rentIncreasesApi';
import { duplicateMessage, isDuplicateIncrease, type RentIncreaseDraft } from './rentRules';
import { FIRST_PLANNED_PAGE, pageAfterEmpty } from './pagingRules';

/** SPEC §2 Rent Increase Planner; SPEC §8 alerts show in the page, not in window.alert. */
export function RentPlannerPage() {
  const [paging, setPaging] = useState(FIRST_PLANNED_PAGE);
  const [unitOption, setUnitOption] = useState<UnitOption | null>(null);
  const list = useGetPlannedIncreasesQuery(paging);
  // The page shown emptied (its last increase deleted): show the last page there is.
  if (paging.page > 0 && list.currentData?.increases.length === 0)
    setPaging({ ...paging, page: pageAfterEmpty(paging.page, list.currentData.total, paging.pageSize) });
  const unit = useGetPlannerUnitQuery(unitOption?.id ?? '', {
    skip: !unitOption,
  });
  const [create, createState] = useCreateRentIncreaseMutation();
  const [remove, removeState] = useDeleteRentIncreaseMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PlannedIncrease | null>(null);
  const [cancel, cancelState] = useCancelRentIncreaseMutation();
  const [cancelling, setCancelling] = useState<PlannedIncrease | null>(null);

  const save = async (draft: RentIncreaseDraft) => {
    setAlert(null);
    // The chosen unit's own increases, read with it: a duplicate is refused before asking.
    if (unit.data && isDuplicateIncrease(unit.data.increases, draft.unitId, draft.effectiveDate)) {
      setAlert(duplicateMessage(draft.effectiveDate));
      return false;
    }
    const result = await create(draft);
    if (!result.error) return true;
    // Someone else planned the same date a moment ago: the database refused it.
    setAlert(
      result.error.code === '23505'
        ? duplicateMessage(draft.effectiveDate)
        : `Error saving rent increase: ${errorMessage(result.error)}`,
    );
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

  return (
    <>
      <PageHeader
        title="Rent Increase Planner"
        subtitle="Plan increases per unit; each one builds on the one before it."
      />
      <Stack spacing={2}>
        {alert && (
          <Alert severity="error" onClose={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        {unit.error ? (
          <LoadError error={unit.error} onRetry={() => void unit.refetch()} />
        ) : (
          <PlannerForm
            unitOption={unitOption}
            onUnitChange={setUnitOption}
            unit={unit.data ?? undefined}
            saving={createState.isLoading}
            onSave={save}
          />
        )}
        {list.error ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LoadingState text="Loading rent increases..." />
        ) : (
          <PlannedIncreasesList
            page={list.data}
            paging={paging}
            busy={list.isFetching}
            onPaging={setPaging}
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
        )}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        title="Delete rent increase?"
        message={
          deleting
            ? `Delete the increase for ${increaseTitle(deleting)} on ${formatDate(deleting.effective_date)}?`
            : ''
        }
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
