import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/**
 * Wraps a feature slice so redux-persist keeps it in localStorage under its own
 * key. Only the calculator and UI-filter slices use this; never the API cache.
 */
export function persisted<S>(key: string, reducer: Reducer<S>, version = 1): Reducer<S> {
  return persistReducer({ key: `landlordhq:${key}`, version, storage }, reducer) as unknown as Reducer<S>;
}
