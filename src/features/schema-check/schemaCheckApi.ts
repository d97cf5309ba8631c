import { baseApi } from '../../api/baseApi';
import { listTag } from '../../api/tags';
import type { AppError } from '../../api/errors';
import { guard } from '../../api/query';
import { answeredSchemaProbe, probeSchema, takeSchemaProbe } from './schemaProbe';

const SCHEMA_CHECK_FAILED = 'Schema check failed';

export type SchemaStatus = 'exists' | 'missing';

/** What the probe's answer means: OK → exists; 404 → missing; anything else an error ('Schema check failed' or the HTTP status text). */
function checked(res: Response): { data: SchemaStatus } | { error: AppError } {
  if (res.ok) return { data: 'exists' };
  if (res.status === 404) return { data: 'missing' };
  // SPEC §8 shows the HTTP status text here as it is (transport set: already the message to show).
  return {
    error: { message: res.statusText || SCHEMA_CHECK_FAILED, status: res.status, transport: res.status >= 500 },
  };
}

/**
 * SPEC §7 schema check (the request: probeSchema). OK → exists; 404 → missing;
 * anything else is an error ('Schema check failed' or the HTTP status text).
 */
export const schemaCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkSchema: build.query<SchemaStatus, void>({
      queryFn: (_arg, { signal }) =>
        guard<SchemaStatus>(async () => {
          // The cold start's probe, already on its way since the entry ran, or a new one.
          return checked(await (takeSchemaProbe() ?? probeSchema(signal)));
        }, SCHEMA_CHECK_FAILED),
      providesTags: [listTag('Schema')],
    }),
  }),
});

export const { useCheckSchemaQuery } = schemaCheckApi;

/**
 * On a cold start the entry's probe has usually answered by the time the signed-in code
 * runs. This puts that answer in the check's cache entry before the first render, which then
 * draws the screen (or the setup screen) at once, not "Checking database schema..." for a moment
 * (in a phone profile the overlay's render took about 12 ms of the first render at CPU × 4).
 * Undefined when there is nothing to put: the probe is still on its way, or its answer is an error,
 * which the check itself reports.
 */
export function answeredSchemaCheck() {
  const answer = answeredSchemaProbe();
  const outcome = answer && checked(answer);
  if (!outcome || !('data' in outcome)) return undefined;
  // Taken: a later check (Check Again) sends its own.
  takeSchemaProbe();
  return schemaCheckApi.util.upsertQueryEntries([{ endpointName: 'checkSchema', arg: undefined, value: outcome.data }]);
}
