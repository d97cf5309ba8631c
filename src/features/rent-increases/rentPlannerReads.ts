import type { FirstReads } from '../../api/firstReads';
import { FIRST_PLANNED_PAGE } from './pagingRules';
import { rentIncreasesApi } from './rentIncreasesApi';

/** /rent-planner reads the first page of planned increases (RentPlannerPage; the unit picker reads nothing until it opens). */
export const rentPlannerReads: FirstReads = (dispatch) => {
  dispatch(rentIncreasesApi.util.prefetch('getPlannedIncreases', FIRST_PLANNED_PAGE, {}));
};
