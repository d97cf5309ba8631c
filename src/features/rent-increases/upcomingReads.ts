import type { FirstReads } from '../../api/firstReads';
import { rentIncreasesApi } from './rentIncreasesApi';
import { parseRange, UPCOMING_FIRST_PAGE_SIZE, upcomingWindow } from './upcomingRules';

/** /rent/increases/upcoming reads the first page of the range its address asks for (UpcomingIncreasesPage). */
export const upcomingReads: FirstReads = (dispatch, { search, today }) => {
  const window = upcomingWindow(parseRange(search.get('range')), today);
  dispatch(
    rentIncreasesApi.util.prefetch('getUpcomingIncreases', { window, page: 0, pageSize: UPCOMING_FIRST_PAGE_SIZE }, {}),
  );
};
