import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { env } from '../config/env';
import { authSlice, sessionChanged } from '../features/auth/authSlice';
import { calculatorDraftSlice } from '../features/calculator/calculatorDraftSlice';
import { calculatorSettingsSlice } from '../features/calculator/calculatorSettingsSlice';
import { savedPropertiesSlice } from '../features/calculator/savedPropertiesSlice';
import { noteDraftsSlice } from '../features/notes/noteDraftsSlice';
import { notesFiltersSlice } from '../features/notes/notesFiltersSlice';
import { expenseFiltersSlice } from '../features/expenses/expenseFiltersSlice';
import { propertyFiltersSlice } from '../features/properties/propertyFiltersSlice';
import { vendorViewSlice } from '../features/vendors/vendorViewSlice';
import { persisted } from './persist';

// Server data lives only in the API cache (never persisted); hand-written slices hold
// the session, UI filters and the calculator; only the filters and the calculator persist.
const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [propertyFiltersSlice.reducerPath]: persisted(propertyFiltersSlice.reducerPath, propertyFiltersSlice.reducer),
  [expenseFiltersSlice.reducerPath]: persisted(expenseFiltersSlice.reducerPath, expenseFiltersSlice.reducer),
  [vendorViewSlice.reducerPath]: persisted(vendorViewSlice.reducerPath, vendorViewSlice.reducer),
  [calculatorDraftSlice.reducerPath]: persisted(calculatorDraftSlice.reducerPath, calculatorDraftSlice.reducer),
  [calculatorSettingsSlice.reducerPath]: persisted(calculatorSettingsSlice.reducerPath, calculatorSettingsSlice.reducer),
  [savedPropertiesSlice.reducerPath]: persisted(savedPropertiesSlice.reducerPath, savedPropertiesSlice.reducer),
  [notesFiltersSlice.reducerPath]: persisted(notesFiltersSlice.reducerPath, notesFiltersSlice.reducer),
  [noteDraftsSlice.reducerPath]: persisted(noteDraftsSlice.reducerPath, noteDraftsSlice.reducer),
});

export type RootState = ReturnType<typeof rootReducer>;

/** On sign-out the cached server data of the previous user goes with the session. */
function clearOnSignOut() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionChanged,
    effect: (action, api) => {
      if (!action.payload.session) api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener.middleware;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: env.isDev,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (RTK usage guide). The API cache is plain
        // JSON by construction and can hold thousands of rows; walking it on every action in
        // development would make long lists crawl.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, 'api/executeQuery/fulfilled'],
          ignoredPaths: [baseApi.reducerPath],
        },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
      })
        .prepend(clearOnSignOut())
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return Object.assign(store, { persistor: persistStore(store) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
