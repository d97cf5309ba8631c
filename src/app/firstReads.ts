import type { Params } from 'react-router-dom';
import type { FirstReads, ScreenAt } from '../api/firstReads';
import type { AppDispatch } from './store';

/** A route's `handle`, from its manifest's `reads`: the module (loaded beside the page's code) that says what its screen reads first. */
export interface FirstReadsHandle {
  firstReads: () => Promise<FirstReads>;
}

/** A matched route's first reads, their module loaded, with the route's parameters. */
export interface LoadedFirstReads {
  reads: FirstReads;
  params: Params<string>;
}

const isFirstReadsHandle = (handle: unknown): handle is FirstReadsHandle =>
  typeof (handle as FirstReadsHandle | undefined)?.firstReads === 'function';

/**
 * Loads the first-reads modules of every route an address matched (index.html has
 * preloaded them with the page's code). Never rejects: a module that cannot load is left out, and
 * its page sends the reads as it mounts.
 */
export async function loadFirstReads(
  matches: ReadonlyArray<{ route: { handle?: unknown }; params: Params<string> }>,
): Promise<LoadedFirstReads[]> {
  const loaded = await Promise.all(
    matches.map(async ({ route, params }) => {
      if (!isFirstReadsHandle(route.handle)) return null;
      try {
        return { reads: await route.handle.firstReads(), params };
      } catch {
        return null;
      }
    }),
  );
  return loaded.filter((entry): entry is LoadedFirstReads => entry !== null);
}

/**
 * Starts the loaded first reads, once the session is known and the user's browser state has been
 * read back. Never throws: a read that cannot start here starts when its page mounts.
 */
export function sendFirstReads(
  loaded: readonly LoadedFirstReads[],
  dispatch: AppDispatch,
  at: Omit<ScreenAt, 'params'>,
): void {
  for (const { reads, params } of loaded) {
    try {
      reads(dispatch, { ...at, params });
    } catch {
      // The page's own hooks send the reads as it mounts.
    }
  }
}
