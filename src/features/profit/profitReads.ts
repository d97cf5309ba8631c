import type { FirstReads } from '../../api/firstReads';
import { yearOf } from '../../utils/landlordToday';
import { profitApi } from './profitApi';
import { profitYear, yearRange } from './profitRules';

/** /profit reads the year its address asks for (PortfolioProfitPage). */
export const profitReads: FirstReads = (dispatch, { search, today }) => {
  dispatch(profitApi.util.prefetch('getPortfolioProfit', yearRange(profitYear(search, yearOf(today))), {}));
};
