import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotesFilters } from './types';

const initialState: NotesFilters = { managerIds: [], propertyIds: [], search: '', onlyUnresolved: false };

/** The bulk notes filters (SPEC §2), kept across visits (persisted, see app/store.ts). */
export const notesFiltersSlice = createSlice({
  name: 'notesFilters',
  initialState,
  reducers: {
    notesFiltersChanged(state, action: PayloadAction<Partial<NotesFilters>>) {
      Object.assign(state, action.payload);
    },
    notesFiltersCleared: () => initialState,
  },
  selectors: {
    selectNotesFilters: (state) => state,
  },
});

export const { notesFiltersChanged, notesFiltersCleared } = notesFiltersSlice.actions;
export const { selectNotesFilters } = notesFiltersSlice.selectors;
