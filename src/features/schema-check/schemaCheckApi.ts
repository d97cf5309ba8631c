import { baseApi } from '../../api/baseApi';
import { listTag } from '../../api/tags';
import { guard } from '../../api/query';
import { probeSchema, takeSchemaProbe } from './schemaProbe';

const SCHEMA_CHECK_FAILED = 'Schema check failed';

export type SchemaStatus = 'exists' | 'missing';

/**
 * SPEC §7 schema check (the request: probeSchema). OK → exists; 404 → missing;
 * anything else is an error ('Schema check failed' or the HTTP status text).
 */
export const schemaCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkSchema: build.query<SchemaStatus, void>({
      queryFn: (_arg, { signal }) =>
        guard<SchemaStatus>(async () => {
          // The cold start's probe, already on its way since the entry ran (issue 22), or a new one.
          const res = await (takeSchemaProbe() ?? probeSchema(signal));
          if (res.ok) return { data: 'exists' };
          if (res.status === 404) return { data: 'missing' };
          // SPEC §8 shows the HTTP status text here as it is (transport set: already the message to show).
          return { error: { message: res.statusText || SCHEMA_CHECK_FAILED, status: res.status, transport: res.status >= 500 } };
        }, SCHEMA_CHECK_FAILED),
      providesTags: [listTag('Schema')],
    }),
  }),
});

export const { useCheckSchemaQuery } = schemaCheckApi;
