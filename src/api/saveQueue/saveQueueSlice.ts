import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type QueuedSaveStatus = 'waiting' | 'sending' | 'saved' | 'refused';

/**
 * A save kept until it reaches the server: an RTK Query mutation by endpoint name
 * with plain JSON arguments, so the queue survives a reload in the signed-in user's storage.
 */
export interface QueuedSave {
  id: string;
  /** What the screen looks the save up by, e.g. `note:<unit id>`. */
  key: string;
  endpoint: string;
  args: unknown;
  status: QueuedSaveStatus;
  /** ISO time the user made the save (absent on saves kept from before it was recorded). */
  queuedAt?: string;
  /** The sentence to show: why it waits, or why the server refused it. */
  message?: string;
  /** ISO time the server took it. */
  savedAt?: string;
  /** What the server answered (e.g. the task as completed, with the next date the database chose). */
  result?: unknown;
  /**
   * What makes two saves under one key the same save (e.g. a note's text): queueing one equal to
   * the newest still waiting under its key sends the queue instead of adding a second copy.
   */
  same?: string;
}

/** Saved items are kept a while for their 'Saved 2:05 PM'; the oldest go past this many. */
const KEEP_SAVED = 50;

export const saveQueueSlice = createSlice({
  name: 'saveQueue',
  initialState: { items: [] as QueuedSave[] },
  reducers: {
    saveQueued(
      state,
      action: PayloadAction<Pick<QueuedSave, 'id' | 'key' | 'endpoint' | 'args' | 'same' | 'queuedAt'>>,
    ) {
      state.items.push({ ...action.payload, status: 'waiting' });
      const saved = state.items.filter((i) => i.status === 'saved' || i.status === 'refused');
      if (saved.length > KEEP_SAVED) {
        const drop = new Set(saved.slice(0, saved.length - KEEP_SAVED).map((i) => i.id));
        state.items = state.items.filter((i) => !drop.has(i.id));
      }
    },
    saveSending(state, action: PayloadAction<string>) {
      const item = state.items.find((i) => i.id === action.payload);
      if (item) item.status = 'sending';
    },
    saveWaiting(state, action: PayloadAction<{ id: string; message: string }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (item) Object.assign(item, { status: 'waiting', message: action.payload.message });
    },
    saveSent(state, action: PayloadAction<{ id: string; at: string; result?: unknown }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (item)
        Object.assign(item, {
          status: 'saved',
          savedAt: action.payload.at,
          result: action.payload.result,
          message: undefined,
        });
    },
    saveRefused(state, action: PayloadAction<{ id: string; message: string }>) {
      const item = state.items.find((i) => i.id === action.payload.id);
      if (item) Object.assign(item, { status: 'refused', message: action.payload.message });
    },
  },
  selectors: {
    /** The newest save under a key (a unit's note, a task's completion). */
    selectLatestSave: (state, key: string): QueuedSave | undefined => state.items.findLast((i) => i.key === key),
    /** The saves under a key the server has not taken yet, oldest first. */
    selectPendingSaves: (state, key: string): QueuedSave[] =>
      state.items.filter((i) => i.key === key && (i.status === 'waiting' || i.status === 'sending')),
    selectSave: (state, id: string): QueuedSave | undefined => state.items.find((i) => i.id === id),
    selectWaitingSaveCount: (state) =>
      state.items.filter((i) => i.status === 'waiting' || i.status === 'sending').length,
  },
});

export const { saveQueued, saveSending, saveWaiting, saveSent, saveRefused } = saveQueueSlice.actions;
export const { selectLatestSave, selectPendingSaves, selectSave, selectWaitingSaveCount } = saveQueueSlice.selectors;
