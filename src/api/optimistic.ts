import { toAppError } from './errors';

/**
 * Keeps an optimistic cache change (RTK Query `updateQueryData` patches) while its save stands:
 * a refusal by the server undoes it; a transport failure keeps it, because the save queue
 * still holds the save and sends it when the connection is back.
 */
export async function keepUnlessRefused(patches: Array<{ undo: () => void }>, saved: Promise<unknown>): Promise<void> {
  try {
    await saved;
  } catch (failure) {
    const error = toAppError((failure as { error?: unknown } | null)?.error ?? failure);
    if (!error.transport) for (const patch of [...patches].reverse()) patch.undo();
  }
}
