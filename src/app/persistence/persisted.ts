import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type WebStorage } from 'redux-persist';

/**
 * Wraps a feature slice so redux-persist keeps it in the signed-in user's storage under its own
 * key. Only the calculator and UI-filter slices use this; never the API cache.
 */
export function persisted<S>(storage: WebStorage, key: string, reducer: Reducer<S>, version = 1): Reducer<S> {
  return persistReducer({ key: `landlordhq:${key}`, version, storage }, reducer) as unknown as Reducer<S>;
}
