import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { connectionSlice } from '../api/saveQueue/connectionSlice';
import { saveQueueSlice } from '../api/saveQueue/saveQueueSlice';
import { landlordZoneSlice } from '../api/landlordZoneSlice';
import { supabase } from '../api/supabase';
import { env } from '../config/env';
import { authSlice } from '../features/auth/authSlice';
import { storedUserId } from '../features/auth/storedSession';
import { calculatorDraftSlice } from '../features/calculator/calculatorDraftSlice';
import { calculatorSettingsSlice } from '../features/calculator/calculatorSettingsSlice';
import { savedPropertiesSlice } from '../features/calculator/savedPropertiesSlice';
import { noteDraftsSlice } from '../features/notes/noteDraftsSlice';
import { notesQueries } from '../features/notes/notesQueries';
import { notesFiltersSlice } from '../features/notes/notesFiltersSlice';
import { expenseFiltersSlice } from '../features/expenses/expenseFiltersSlice';
import { profitDealsSlice } from '../features/profit/profitDealsSlice';
import { propertyFiltersSlice } from '../features/properties/propertyFiltersSlice';
import { vendorViewSlice } from '../features/vendors/vendorViewSlice';
// The endpoints the save queue sends are registered at start, not with their lazy pages:
// a save queued before a reload may be sent from any screen.
import '../features/notes/notesApi';
import '../features/properties/propertiesApi';
import '../features/tasks/tasksApi';
import { persisted } from './persistence/persisted';
import { createUserScopedStorage, type UserScopedStorage } from './persistence/userScopedStorage';
import { followSignedInUser, userStateCleared } from './persistence/userSwitch';

/** The slices kept in the browser, each per signed-in user: the calculator, UI filters, note drafts and saves waiting to be sent. */
const userSlices = [
  propertyFiltersSlice,
  expenseFiltersSlice,
  vendorViewSlice,
  calculatorDraftSlice,
  calculatorSettingsSlice,
  savedPropertiesSlice,
  profitDealsSlice,
  notesFiltersSlice,
  noteDraftsSlice,
  saveQueueSlice,
  landlordZoneSlice,
] as const;

// Server data lives only in the API cache (never persisted); hand-written slices hold
// the session, UI filters and the calculator; only the filters and the calculator persist.
function makeRootReducer(storage: UserScopedStorage) {
  const reducer = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    [authSlice.reducerPath]: authSlice.reducer,
    [propertyFiltersSlice.reducerPath]: persisted(
      storage,
      propertyFiltersSlice.reducerPath,
      propertyFiltersSlice.reducer,
    ),
    [expenseFiltersSlice.reducerPath]: persisted(storage, expenseFiltersSlice.reducerPath, expenseFiltersSlice.reducer),
    [vendorViewSlice.reducerPath]: persisted(storage, vendorViewSlice.reducerPath, vendorViewSlice.reducer),
    [calculatorDraftSlice.reducerPath]: persisted(
      storage,
      calculatorDraftSlice.reducerPath,
      calculatorDraftSlice.reducer,
    ),
    [calculatorSettingsSlice.reducerPath]: persisted(
      storage,
      calculatorSettingsSlice.reducerPath,
      calculatorSettingsSlice.reducer,
    ),
    [savedPropertiesSlice.reducerPath]: persisted(
      storage,
      savedPropertiesSlice.reducerPath,
      savedPropertiesSlice.reducer,
    ),
    [profitDealsSlice.reducerPath]: persisted(storage, profitDealsSlice.reducerPath, profitDealsSlice.reducer),
    [notesFiltersSlice.reducerPath]: persisted(storage, notesFiltersSlice.reducerPath, notesFiltersSlice.reducer),
    [noteDraftsSlice.reducerPath]: persisted(storage, noteDraftsSlice.reducerPath, noteDraftsSlice.reducer),
    // Saves waiting for the connection, kept per user across reloads.
    [saveQueueSlice.reducerPath]: persisted(storage, saveQueueSlice.reducerPath, saveQueueSlice.reducer),
    [connectionSlice.reducerPath]: connectionSlice.reducer,
    [landlordZoneSlice.reducerPath]: persisted(storage, landlordZoneSlice.reducerPath, landlordZoneSlice.reducer),
  });
  type State = ReturnType<typeof reducer>;
  // On a change of user the persisted slices start again from nothing (and redux-persist then reads the next user's).
  const root = (state: State | undefined, action: UnknownAction): State => {
    if (state && userStateCleared.match(action)) {
      const cleared: Partial<State> = { ...state };
      for (const slice of userSlices) delete cleared[slice.reducerPath];
      return reducer(cleared as State, action);
    }
    return reducer(state, action);
  };
  return root as Reducer<State, UnknownAction, Partial<State>>;
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

interface StoreOptions {
  /** Whose browser state to read first: by default the user of the session stored in this browser. */
  userId?: string | null;
  storage?: Storage;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  { userId = storedUserId(), storage: backing }: StoreOptions = {},
) {
  const storage = createUserScopedStorage({ backing, ownedUnitIds: (ids) => notesQueries.ownedUnitIds(supabase, ids) });
  storage.setUser(userId);
  // The listener needs the persistor, which needs the store: it is looked up when a switch runs.
  const persistorRef: { current?: Persistor } = {};
  const store = configureStore({
    reducer: makeRootReducer(storage),
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
        .prepend(followSignedInUser(storage, () => persistorRef.current!))
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  const persistor = (persistorRef.current = persistStore(store));
  return Object.assign(store, { persistor });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
