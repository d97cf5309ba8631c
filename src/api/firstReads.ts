import type { Params } from 'react-router-dom';
import type { AppDispatch, RootState } from '../app/store';

/** Where a screen opens: its address (parameters and query), the signed-in user, the state it rehydrated, and the landlord's today (yyyy-MM-dd). */
export interface ScreenAt {
  params: Params<string>;
  search: URLSearchParams;
  userId: string;
  state: RootState;
  today: string;
  /** The landlord's time zone (Settings), which today was read in. */
  timeZone: string;
}

/**
 * What a screen reads as it mounts, started by the app before the screen renders (a
 * phone spends a few hundred milliseconds rendering, a round trip the reads now overlap). The
 * page's hooks and its first reads take their arguments from the same function, so the page
 * finds its reads in flight: RTK Query sends one request per endpoint and argument.
 */
export type FirstReads = (dispatch: AppDispatch, at: ScreenAt) => void;
