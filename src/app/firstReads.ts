import type { Params } from 'react-router-dom';
import type { FirstReads, ScreenAt } from '../api/firstReads';
import type { AppDispatch } from './store';

/** A route's `handle`: the module (loaded beside the page's code) that says what its screen reads first. */
export interface FirstReadsHandle {
  firstReads: () => Promise<FirstReads>;
}

const isFirstReadsHandle = (handle: unknown): handle is FirstReadsHandle => typeof (handle as FirstReadsHandle | undefined)?.firstReads === 'function';

/**
 * Starts the first reads of every route an address matched (issue 22), once the session is known
 * and the user's browser state has been read back.
 * Never throws: a read that cannot start here starts when its page mounts.
 */
export async function startFirstReads(
  matches: ReadonlyArray<{ route: { handle?: unknown }; params: Params<string> }>,
  dispatch: AppDispatch,
  at: Omit<ScreenAt, 'params'>,
): Promise<void> {
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (!isFirstReadsHandle(route.handle)) return;
      try {
        (await route.handle.firstReads())(dispatch, { ...at, params });
      } catch {
        // The page's own hooks send the reads as it mounts.
      }
    }),
  );
}
