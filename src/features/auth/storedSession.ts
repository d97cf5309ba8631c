import { AUTH_STORAGE_KEY } from '../../api/authStorage';
import { mayHaveSession } from './authRules';

/** mayHaveSession for this browser and this address. */
export const sessionMayExist = () => mayHaveSession(window.localStorage.getItem(AUTH_STORAGE_KEY), window.location.hash, window.location.search);
