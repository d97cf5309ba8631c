import type { FirstReads } from '../../api/firstReads';
import { settingsApi } from './settingsApi';

/** /settings reads the signed-in user's digest settings (SettingsPage). */
export const settingsReads: FirstReads = (dispatch, { userId }) => {
  dispatch(settingsApi.util.prefetch('getDigestSettings', userId, {}));
};
