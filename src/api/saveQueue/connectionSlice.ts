import { createSlice, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';

const fromApi = (action: UnknownAction) => action.type.startsWith(`${baseApi.reducerPath}/`);

/**
 * Whether the API stopped answering: set by a request that failed for a transport
 * reason, cleared by the next one that got through. Not persisted: each page load starts hopeful.
 */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: { apiUnreachable: false },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        (action): action is UnknownAction =>
          fromApi(action) &&
          isRejectedWithValue(action) &&
          (action.payload as { transport?: boolean } | undefined)?.transport === true,
        (state) => {
          state.apiUnreachable = true;
        },
      )
      .addMatcher(
        (action): action is UnknownAction => fromApi(action) && action.type.endsWith('/fulfilled'),
        (state) => {
          state.apiUnreachable = false;
        },
      );
  },
  selectors: {
    selectApiUnreachable: (state) => state.apiUnreachable,
  },
});

export const { selectApiUnreachable } = connectionSlice.selectors;
