import { paths } from '../config/paths';

/** The one route open to everyone (the system feature's manifest declares it): it reads the backend without a session. */
export const STATUS_PATH = paths.status;
