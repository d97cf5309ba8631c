import { useCallback } from 'react';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { useNotifyIfProvided } from '../../components/feedback/FeedbackProvider';
import { takenBackMessage } from './applyRules';
import { rentIncreasesApi } from './rentIncreasesApi';

/**
 * Takes an applied increase back and says how it went in the app's toast. Dispatched rather than
 * through the mutation hook: the toast's Undo outlives the row that applied it (an applied
 * increase leaves the upcoming view at once). Resolves true when it was taken back.
 */
export function useTakeBack() {
  const dispatch = useAppDispatch();
  const notify = useNotifyIfProvided();
  return useCallback(
    async (id: string, effectiveDate: string) => {
      const result = await dispatch(rentIncreasesApi.endpoints.undoRentIncrease.initiate(id));
      if (result.error) {
        notify?.(`Error taking back the increase: ${errorMessage(result.error)}`, 'error');
        return false;
      }
      notify?.(takenBackMessage(effectiveDate), 'success');
      return true;
    },
    [dispatch, notify],
  );
}
