import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTag, listTags } from '../../api/tags';
import type { RootState } from '../../app/store';
import type { ManagerFields, PropertyManager } from './managerRules';

// No sortComparer: the rows keep the database's order by name (SPEC §7), which a JS comparison could reorder.
const managersAdapter = createEntityAdapter<PropertyManager>();
const initialState = managersAdapter.getInitialState();

type ManagersState = EntityState<PropertyManager, string>;

export const managersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPropertyManagers: build.query<ManagersState, void>({
      queryFn: async () => {
        const result = await runQuery(() => supabase.from('property_managers').select('*').order('name'));
        if (result.error) return result;
        // transformResponse does not run with queryFn, so the list is normalized here.
        return { data: managersAdapter.setAll(initialState, result.data) };
      },
      providesTags: (result) => listTags('PropertyManager', result?.ids),
    }),
    createPropertyManager: build.mutation<PropertyManager, { userId: string; fields: ManagerFields }>({
      queryFn: ({ userId, fields }) =>
        runMutation(() =>
          supabase
            .from('property_managers')
            .insert({ ...fields, user_id: userId })
            .select()
            .single(),
        ),
      invalidatesTags: [listTag('PropertyManager')],
    }),
    updatePropertyManager: build.mutation<PropertyManager, { id: string; fields: ManagerFields }>({
      queryFn: ({ id, fields }) =>
        runMutation(() => supabase.from('property_managers').update(fields).eq('id', id).select().single()),
      // Property queries embed their manager's name and contacts, so they are refetched too.
      invalidatesTags: (_result, _error, { id }) => [listTag('PropertyManager'), idTag('PropertyManager', id)],
    }),
    deletePropertyManager: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('property_managers').delete().eq('id', id)),
      // The database sets property_manager_id to null on the manager's properties (SPEC §5).
      invalidatesTags: (_result, _error, id) => [listTag('PropertyManager'), idTag('PropertyManager', id)],
    }),
  }),
});

export const {
  useGetPropertyManagersQuery,
  useCreatePropertyManagerMutation,
  useUpdatePropertyManagerMutation,
  useDeletePropertyManagerMutation,
} = managersApi;

const selectManagersResult = managersApi.endpoints.getPropertyManagers.select();
const selectManagersData = createSelector(selectManagersResult, (result) => result.data ?? initialState);

export const { selectAll: selectAllPropertyManagers, selectById: selectPropertyManagerById } =
  managersAdapter.getSelectors((state: RootState) => selectManagersData(state));
