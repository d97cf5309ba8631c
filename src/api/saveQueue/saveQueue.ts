import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import { ERROR_TEXT, toAppError } from '../errors';
import {
  saveQueued,
  saveQueueSlice,
  saveRefused,
  saveSending,
  saveSent,
  saveWaiting,
  type QueuedSave,
} from './saveQueueSlice';

export type SaveQueueState = { [saveQueueSlice.reducerPath]: ReturnType<typeof saveQueueSlice.reducer> };
type State = SaveQueueState;
export type SaveQueueDispatch = ThunkDispatch<State, unknown, UnknownAction>;
type Dispatch = SaveQueueDispatch;
type Thunk<R> = (dispatch: Dispatch, getState: () => State) => R;
type Initiate = (args: unknown) => UnknownAction & PromiseLike<{ data?: unknown; error?: unknown }>;
/** An optimistic cache change (RTK Query `updateQueryData` patches) and how to take it back. */
export type ShownChange = Array<{ undo: () => void }>;

/** A unique violation on a retried save means its first try reached the server: it is saved. */
const DUPLICATE = '23505';

/** The sentence beside a waiting save. */
export const waitingMessage = (offline: boolean) => (offline ? ERROR_TEXT.offlineQueued : ERROR_TEXT.timeoutQueued);

let draining: Promise<void> | null = null;

/**
 * What each waiting save shows, by save id, until the server takes it (then a refetch shows the
 * truth) or refuses it (then it is undone). Outside the store: undo functions are not state.
 */
const shown = new Map<string, ShownChange>();

function forgetShown(id: string, undo: boolean) {
  const patches = shown.get(id);
  shown.delete(id);
  if (undo) for (const patch of [...(patches ?? [])].reverse()) patch.undo();
}

/**
 * Queues a save and sends the queue. Saves go one at a time, in the order they were made; one
 * that fails for a transport reason waits (with the ones behind it) for the next drain, one the
 * server refuses (a validation error) is not retried and keeps its message.
 *
 * A save marked `same` as the newest one still waiting under its key (the user leaves a note box
 * again with the text that waits) is not added twice: the queue is sent and that save answered.
 *
 * `show` makes the save's optimistic change when it is queued, not when it is sent: a save
 * waiting behind others (a completion behind notes made offline) shows on the screen at once.
 */
export function queueSave({
  show,
  ...save
}: {
  key: string;
  endpoint: string;
  args: unknown;
  same?: string;
  show?: () => ShownChange;
}): Thunk<Promise<QueuedSave | undefined>> {
  return async (dispatch, getState) => {
    const newest = getState()[saveQueueSlice.reducerPath].items.findLast((i) => i.key === save.key);
    const pending = newest && (newest.status === 'waiting' || newest.status === 'sending');
    const id = pending && save.same !== undefined && newest.same === save.same ? newest.id : crypto.randomUUID();
    if (id !== newest?.id) {
      dispatch(saveQueued({ id, ...save, queuedAt: new Date().toISOString() }));
      if (show) shown.set(id, show());
    }
    await dispatch(drainSaveQueue());
    return getState()[saveQueueSlice.reducerPath].items.find((i) => i.id === id);
  };
}

/** Sends every waiting save; a drain already running is joined rather than doubled. */
export function drainSaveQueue(): Thunk<Promise<void>> {
  return (dispatch, getState) => {
    if (draining) return draining.then(() => dispatch(drainSaveQueue()));
    draining = sendWaiting(dispatch, getState).finally(() => {
      draining = null;
    });
    return draining;
  };
}

async function sendWaiting(dispatch: Dispatch, getState: () => State) {
  const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  for (;;) {
    // 'sending' too: a reload during a send leaves the item so, and its send may not have arrived.
    // One whose feature's endpoints are not loaded yet waits for a later drain.
    const next = getState()[saveQueueSlice.reducerPath].items.find(
      (i) => (i.status === 'waiting' || i.status === 'sending') && endpoints[i.endpoint],
    );
    if (!next) return;
    const endpoint = endpoints[next.endpoint]!;
    dispatch(saveSending(next.id));
    const result = await dispatch(
      endpoint.initiate(next.args) as UnknownAction & PromiseLike<{ data?: unknown; error?: unknown }>,
    );
    const error = result.error ? toAppError(result.error) : null;
    if (!error || error.code === DUPLICATE) {
      forgetShown(next.id, false);
      dispatch(saveSent({ id: next.id, at: new Date().toISOString(), result: result.data }));
    } else if (error.transport) {
      // This one and every one behind it wait for the connection.
      const message = waitingMessage(error.message === ERROR_TEXT.offline);
      for (const item of getState()[saveQueueSlice.reducerPath].items) {
        if (item.status === 'waiting' || item.status === 'sending') dispatch(saveWaiting({ id: item.id, message }));
      }
      return;
    } else {
      forgetShown(next.id, true);
      dispatch(saveRefused({ id: next.id, message: error.message }));
    }
  }
}
