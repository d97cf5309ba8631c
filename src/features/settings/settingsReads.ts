import type { FirstReads } from '../../api/firstReads';
import { userSettingsApi } from '../../api/userSettingsApi';

/** /settings reads the signed-in user's digest settings (SettingsPage). */
export const settingsReads: FirstReads = (dispatch, { userId }) => {
  dispatch(userSettingsApi.util.prefetch('getDigestSettings', userId, {}));
};
