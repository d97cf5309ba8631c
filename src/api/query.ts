import { toAppError, type AppError } from './errors';

/** RTK Query's queryFn answer: data, or a plain, serializable error. */
export type QueryResult<T> = { data: T; error?: undefined } | { data?: undefined; error: AppError };

/** SPEC §7: queries retry once. Retries only failures that may pass on a second try. */
export async function withRetry<T>(run: () => Promise<QueryResult<T>>, retries = 1): Promise<QueryResult<T>> {
  let result = await run();
  for (let attempt = 0; attempt < retries && result.error && isTransient(result.error); attempt++) {
    result = await run();
  }
  return result;
}

function isTransient(error: AppError) {
  return error.transport === true;
}

/** Turns a supabase-js { data, error, status } answer into RTK Query's { data } | { error }. */
export function fromSupabase<T>(
  response: { data: unknown; error: unknown; status?: number },
  fallback?: T,
): QueryResult<T> {
  if (response.error) return { error: toAppError(response.error, undefined, response.status) };
  return { data: (response.data ?? fallback ?? null) as T };
}

/** Runs a queryFn body, turning anything thrown (network failures) into an AppError. */
export async function guard<T>(run: () => Promise<QueryResult<T>>, failure?: string): Promise<QueryResult<T>> {
  try {
    return await run();
  } catch (thrown) {
    // Anything thrown here is a failure to reach the server (fetch's TypeError, an abort).
    const error = toAppError(thrown, 'Failed to fetch');
    const transport = error.transport
      ? error
      : { ...toAppError({ name: 'TypeError', message: 'Failed to fetch' }), status: 0 };
    return { error: failure ? { ...transport, message: failure } : transport };
  }
}

type SupabaseAnswer = { data: unknown; error: unknown; status?: number };

/** The data type of a supabase-js answer's success branch (its error is null there). */
export type SuccessData<R> = R extends { error: infer E; data: infer D }
  ? null extends E
    ? Exclude<D, undefined>
    : never
  : never;

/** A read: network failures caught, answer mapped, one retry on transient failures. */
export function runQuery<R extends SupabaseAnswer>(
  call: () => PromiseLike<R>,
  fallback?: SuccessData<R>,
): Promise<QueryResult<SuccessData<R>>> {
  return withRetry(() => guard(async () => fromSupabase<SuccessData<R>>(await call(), fallback)));
}

/** A write: never retried, so nothing is written twice. */
export function runMutation<R extends SupabaseAnswer>(
  call: () => PromiseLike<R>,
  fallback?: SuccessData<R>,
): Promise<QueryResult<SuccessData<R>>> {
  return guard(async () => fromSupabase<SuccessData<R>>(await call(), fallback));
}
