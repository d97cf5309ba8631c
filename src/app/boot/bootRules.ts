import { paths } from '../../config/paths';
import { STATUS_PATH } from '../openRoutes';

/** The screens drawn outside the shell (their manifests' `frame`): a signed-in start there shows no shell outline. */
const OUTSIDE_SHELL = [STATUS_PATH, paths.resetPassword];

/** Whether a signed-in start at this address shows the shell's outline (BootFrame) while the app's code downloads. */
export const showsBootFrame = (pathname: string): boolean =>
  !OUTSIDE_SHELL.some((path) => pathname.replace(/\/+$/, '') === path);
