import { useCallback } from 'react';
import { propertySaved, selectSavedProperties } from '../../features/calculator/savedPropertiesSlice';
import type { SavedProperty } from '../../features/calculator/types';
import { AccountTransferCard } from '../../features/data-transfer/AccountTransferCard';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The account export and import, with the calculator's saved deals (kept per browser) going out and coming back. */
export function AccountTransferSection() {
  const dispatch = useAppDispatch();
  const savedDeals = useAppSelector(selectSavedProperties);
  const restore = useCallback(
    // readExport checked the file's shape; a saved deal is the calculator's own record, written back as it was exported.
    (deals: Array<{ id: string; name: string }>) =>
      deals.forEach((deal) => dispatch(propertySaved(deal as SavedProperty))),
    [dispatch],
  );
  return <AccountTransferCard savedDeals={savedDeals} onDealsImported={restore} />;
}
