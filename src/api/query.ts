import { toAppError, type AppError } from './errors';

type QueryResult<T> = { data: T } | { error: AppError };

/** SPEC §7: queries retry once. Retries only failures that may pass on a second try. */
export async function withRetry<T>(run: () => Promise<QueryResult<T>>, retries = 1): Promise<QueryResult<T>> {
  let result = await run();
  for (let attempt = 0; attempt < retries && 'error' in result && isTransient(result.error); attempt++) {
    result = await run();
  }
  return result;
}

function isTransient(error: AppError) {
  return error.status === undefined || error.status === 0 || error.status >= 500 || error.status === 408;
}

/** Turns a supabase-js { data, error, status } answer into RTK Query's { data } | { error }. */
export function fromSupabase<T>(response: { data: T | null; error: unknown; status?: number }, fallback?: T): QueryResult<T> {
  if (response.error) {
    const error = toAppError(response.error);
    return { error: { ...error, status: error.status ?? response.status } };
  }
  return { data: (response.data ?? fallback ?? null) as T };
}

/** Runs a queryFn body, turning anything thrown (network failures) into an AppError. */
export async function guard<T>(
  run: () => Promise<QueryResult<T>>,
  failure = 'Network error: could not reach the server',
): Promise<QueryResult<T>> {
  try {
    return await run();
  } catch {
    return { error: toAppError(failure) };
  }
}

type SupabaseAnswer<T> = { data: T | null; error: unknown; status?: number };

/** A read: network failures caught, answer mapped, one retry on transient failures. */
export function runQuery<T>(call: () => PromiseLike<SupabaseAnswer<T>>, fallback?: T): Promise<QueryResult<T>> {
  return withRetry(() => guard(async () => fromSupabase(await call(), fallback)));
}

/** A write: never retried, so nothing is written twice. */
export function runMutation<T>(call: () => PromiseLike<SupabaseAnswer<T>>, fallback?: T): Promise<QueryResult<T>> {
  return guard(async () => fromSupabase(await call(), fallback));
}
