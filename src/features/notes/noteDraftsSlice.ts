import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notesApi } from './notesApi';

/**
 * What the landlord is typing in the bulk notes boxes, by unit id. Persisted (app/store.ts), so a
 * note survives a reload or a failed save; a draft goes only once its note is saved.
 * (Nested under byUnit: redux-persist adds its own _persist key beside it.)
 */
export const noteDraftsSlice = createSlice({
  name: 'noteDrafts',
  initialState: { byUnit: {} as Record<string, string> },
  reducers: {
    noteDraftChanged(state, action: PayloadAction<{ unitId: string; text: string }>) {
      const { unitId, text } = action.payload;
      if (text) state.byUnit[unitId] = text;
      else delete state.byUnit[unitId];
    },
    /** Only when the saved text is still what the box holds: typing on during a save keeps the new text. */
    noteDraftSaved(state, action: PayloadAction<{ unitId: string; text: string }>) {
      const { unitId, text } = action.payload;
      if (state.byUnit[unitId] === text) delete state.byUnit[unitId];
    },
  },
  // A queued save sent after the box was left also ends its draft, if the box still holds that text.
  extraReducers: (builder) => {
    builder.addMatcher(notesApi.endpoints.addUnitNote.matchFulfilled, (state, action) => {
      const { unitId, body } = action.meta.arg.originalArgs;
      if (state.byUnit[unitId]?.trim() === body) delete state.byUnit[unitId];
    });
  },
  selectors: {
    selectNoteDraft: (state, unitId: string) => state.byUnit[unitId] ?? '',
    selectHasUnsavedNotes: (state) => Object.values(state.byUnit).some((text) => text.trim() !== ''),
  },
});

export const { noteDraftChanged, noteDraftSaved } = noteDraftsSlice.actions;
export const { selectNoteDraft, selectHasUnsavedNotes } = noteDraftsSlice.selectors;
