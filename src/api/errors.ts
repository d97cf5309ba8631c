/** The one error shape every endpoint returns: plain and serializable, unlike supabase-js's AuthError. */
export interface AppError {
  message: string;
  status?: number;
  code?: string;
  details?: string | null;
}

export function toAppError(error: unknown, fallback = 'Something went wrong'): AppError {
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; status?: unknown; code?: unknown; details?: unknown };
    return {
      message: typeof e.message === 'string' && e.message ? e.message : fallback,
      status: typeof e.status === 'number' ? e.status : undefined,
      code: typeof e.code === 'string' ? e.code : undefined,
      details: typeof e.details === 'string' ? e.details : null,
    };
  }
  return { message: typeof error === 'string' && error ? error : fallback };
}

/** The message of an endpoint's error (an AppError, or RTK's SerializedError for a thrown one). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return toAppError(error, fallback).message;
}
