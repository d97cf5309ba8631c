import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedProperty } from './types';

const adapter = createEntityAdapter<SavedProperty>({ sortComparer: (a, b) => a.name.localeCompare(b.name) });

/** Saved deals, kept only in this browser (persisted, see app/store.ts). */
export const savedPropertiesSlice = createSlice({
  name: 'calculatorSaved',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A new save, or an overwrite of the same id. */
    propertySaved: adapter.setOne,
    savedPropertyRenamed(state, action: PayloadAction<{ id: string; name: string }>) {
      adapter.updateOne(state, { id: action.payload.id, changes: { name: action.payload.name } });
    },
    savedPropertyDeleted: adapter.removeOne,
  },
});

export const { propertySaved, savedPropertyRenamed, savedPropertyDeleted } = savedPropertiesSlice.actions;
export const { selectAll: selectSavedProperties, selectById: selectSavedPropertyById } = adapter.getSelectors(
  (state: { [savedPropertiesSlice.reducerPath]: ReturnType<typeof savedPropertiesSlice.reducer> }) =>
    state[savedPropertiesSlice.reducerPath],
);
