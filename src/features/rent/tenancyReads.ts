import type { FirstReads } from '../../api/firstReads';
import { rentApi } from './rentApi';

/** /tenancies/:id (and its deposit letter) reads the tenancy's whole ledger in one answer. */
export const tenancyReads: FirstReads = (dispatch, { params }) => {
  dispatch(rentApi.util.prefetch('getTenancyLedger', params.id ?? '', {}));
};
