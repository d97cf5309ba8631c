import { LINK_MESSAGE } from '../utils/links';

/** The one error shape every endpoint returns: plain and serializable, unlike supabase-js's AuthError. */
export interface AppError {
  /** A sentence a landlord can act on (errorRules below); never raw SQL, a stack or a TypeError. */
  message: string;
  status?: number;
  code?: string;
  details?: string | null;
  /** True for a failure of the connection (offline, timeout, 5xx): the same request may pass later. Set once mapped. */
  transport?: boolean;
}

export const ERROR_TEXT = {
  offline: "You're offline — nothing you typed is lost; try again when you're back",
  offlineQueued: "You're offline — kept in this browser and saved when you're back",
  timeout: "The server didn't answer — nothing you typed is lost; try again in a moment",
  timeoutQueued: "The server didn't answer — trying again",
  server: 'The server had a problem — nothing you typed is lost; try again in a moment',
  session: 'Your session ended — sign in again; nothing you typed is lost',
  forbidden: "You don't have access to this — it may belong to another account",
  notFound: 'This no longer exists — it may have been deleted; reload to see the latest',
  conflict: 'This was already saved — reload to see the latest',
  missingReference: 'Something this refers to no longer exists — reload and try again',
  required: 'A required field is empty — fill it in and try again',
  badFormat: 'A value has the wrong format — check the fields and try again',
  tooLong: 'A value is too long — shorten it and try again',
  notAllowed: "A value isn't allowed — check the fields and try again",
  tooLarge: 'That is more than the server takes in one request — split it into smaller parts and try again',
  link: LINK_MESSAGE,
  generic: 'Something went wrong — nothing you typed is lost; try again',
  tooManyAttempts: 'Too many attempts — wait a minute and try again',
  tooManyEmailsToAddress: 'Too many e-mails sent to this address — wait a minute and try again',
  tooManyEmails: 'Too many e-mails sent just now — wait a while and try again',
  fileTooLarge: 'A file can be at most 10 MB',
  fileType: 'Only PDFs and images (JPEG, PNG, WebP, GIF, HEIC) can be attached',
} as const;

const NETWORK =
  /failed to fetch|networkerror|network error|fetch failed|load failed|network request failed|err_internet_disconnected|err_network/i;
const TIMEOUT = /timed? ?out|timeout|aborterror|signal is aborted/i;
const EXPIRED = /jwt expired|invalid jwt|refresh token/i;
/** Text that belongs in the console, not on a landlord's screen. */
const TECHNICAL =
  /typeerror|referenceerror|syntaxerror|permission denied|row-level security|\bat .+:\d+|\bselect\b.+\bfrom\b|violates|relation "|column "|\bsql\b|pgrst|jwt|unexpected token/i;
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Supabase Auth's max_frequency refusal ("…you can only request this after N seconds."), one address's limit. */
const ADDRESS_EMAIL_LIMIT = /you can only request this after/i;
/**
 * The database's link checks (migration 20261129000300_link_schemes.sql), all named *_link_scheme:
 * a 23514 from a form's save, or the account import's 22023 that quotes it.
 */
const LINK_CHECK = /check constraint "\w+_link_scheme"/;

const BY_CODE: Record<string, keyof typeof ERROR_TEXT> = {
  PGRST301: 'session',
  PGRST302: 'session',
  PGRST303: 'session',
  '42501': 'forbidden',
  PGRST116: 'notFound',
  '23505': 'conflict',
  '23503': 'missingReference',
  '23502': 'required',
  '22P02': 'badFormat',
  '22007': 'badFormat',
  '22008': 'badFormat',
  '22003': 'badFormat',
  '22001': 'tooLong',
  '23514': 'notAllowed',
  over_request_rate_limit: 'tooManyAttempts',
};

/**
 * Our database functions RAISE sentences written for the landlord (the SPEC §8 texts, import
 * errors, the ledger's 'Vendor not found'): class P0, and the codes below when the text is not
 * Postgres's own (its constraint messages all say "violates").
 */
const RAISED_WITH = ['22023', '55000', '42501', '23503', '23505', '23514'];
function ownSentence(code: string, message: string) {
  if (code.startsWith('P0')) return true;
  return RAISED_WITH.includes(code) && !TECHNICAL.test(message);
}

type RawError = { message?: string; status?: number; code?: string; name?: string };

/**
 * The one mapping from a failure (fetch TypeError, timeout, HTTP status, PostgREST or
 * Postgres code) to a sentence a landlord can act on. Messages our own database functions raise
 * (SQLSTATE class P0, the SPEC §8 texts) and other plain sentences pass through unchanged.
 */
export function describeError({ message = '', status, code, name = '' }: RawError): {
  key: keyof typeof ERROR_TEXT | null;
  transport: boolean;
} {
  const text = `${name} ${message}`;
  if (code && ownSentence(code, message)) return { key: null, transport: false };
  if (status === 401 || EXPIRED.test(message)) return { key: 'session', transport: false };
  if (LINK_CHECK.test(message)) return { key: 'link', transport: false };
  if (code && BY_CODE[code]) return { key: BY_CODE[code], transport: false };
  // Supabase Auth's limits (429): an address's e-mail interval, the project's hourly e-mails, or requests from this address.
  if (code === 'over_email_send_rate_limit')
    return { key: ADDRESS_EMAIL_LIMIT.test(message) ? 'tooManyEmailsToAddress' : 'tooManyEmails', transport: false };
  if (status === 429) return { key: 'tooManyAttempts', transport: false };
  if (status === 408 || status === 504 || TIMEOUT.test(text)) return { key: 'timeout', transport: true };
  if (status === 0 || NETWORK.test(text)) return { key: 'offline', transport: true };
  if (status !== undefined && status >= 500) return { key: 'server', transport: true };
  if (status === 403) return { key: 'forbidden', transport: false };
  if (status === 404) return { key: 'notFound', transport: false };
  if (status === 409) return { key: 'conflict', transport: false };
  // The API's gateway refuses a body over its limit (Kong's "Payload too large").
  if (status === 413) return { key: 'tooLarge', transport: false };
  if ((code && (SQLSTATE.test(code) || code.startsWith('PGRST'))) || TECHNICAL.test(text))
    return { key: 'generic', transport: false };
  return { key: null, transport: false };
}

export function toAppError(error: unknown, fallback = 'Something went wrong', httpStatus?: number): AppError {
  if (error && typeof error === 'object') {
    const e = error as {
      message?: unknown;
      status?: unknown;
      code?: unknown;
      details?: unknown;
      name?: unknown;
      transport?: unknown;
    };
    // Already mapped (an endpoint's AppError, perhaps with a message of its own): keep it.
    if (typeof e.transport === 'boolean' && typeof e.message === 'string') return error as AppError;
    const raw = {
      message: typeof e.message === 'string' && e.message ? e.message : fallback,
      status: typeof e.status === 'number' ? e.status : httpStatus,
      code: typeof e.code === 'string' && e.code ? e.code : undefined,
    };
    const { key, transport } = describeError({ ...raw, name: typeof e.name === 'string' ? e.name : undefined });
    // The technical text goes to the console only.
    if (key && raw.message !== ERROR_TEXT[key]) console.warn('[api]', raw.code ?? raw.status ?? '', raw.message);
    return {
      message: key ? ERROR_TEXT[key] : raw.message,
      status: raw.status,
      code: raw.code,
      details: typeof e.details === 'string' && !key ? e.details : null,
      transport,
    };
  }
  return { message: typeof error === 'string' && error ? error : fallback };
}

/** The message of an endpoint's error (an AppError, or RTK's SerializedError for a thrown one). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return toAppError(error, fallback).message;
}

/** A failure of the connection rather than of the request: queued saves are sent again later. */
export function isTransportError(error: unknown): boolean {
  return toAppError(error).transport === true;
}

/** Storage's error body (hosted and local): the status as a string, a code, a short error and a message. */
export interface StorageErrorBody {
  statusCode?: string | number;
  code?: string;
  error?: string;
  message?: string;
}

/**
 * A Storage API failure as a sentence. Storage answers some refusals with HTTP 400 and the real
 * status in the body's statusCode (older servers) and others with the status itself, so both count.
 */
export function storageError(httpStatus: number, body: StorageErrorBody | null): AppError {
  const status = Number(body?.statusCode) || httpStatus;
  const code = body?.code ?? body?.error;
  const text = `${body?.error ?? ''} ${body?.message ?? ''}`;
  if (status === 413 || code === 'EntityTooLarge' || /payload too large|exceeded the maximum/i.test(text))
    return { message: ERROR_TEXT.fileTooLarge, status: 413, code, transport: false };
  if (status === 415 || code === 'InvalidMimeType' || code === 'invalid_mime_type' || /mime type/i.test(text))
    return { message: ERROR_TEXT.fileType, status: 415, code, transport: false };
  if (status === 403 || /row-level security/i.test(text))
    return { message: ERROR_TEXT.forbidden, status: 403, code, transport: false };
  return toAppError({ message: body?.message || body?.error || `HTTP ${status}`, status }, undefined, status);
}
