import type { Context } from 'hono';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 422 | 429 | 500;

/** A GoTrue `HTTPError`: HTTP status, machine-readable `error_code`, human message. */
export class AuthError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue still answers a few token-endpoint failures in plain OAuth2 form. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });

/** `checkPasswordStrength`'s first check, before the weak-password ones. */
export const passwordTooLong = (maxLength: number) =>
  badRequest('validation_failed', `Password cannot be longer than ${maxLength} characters`);

/** What GoTrue answers when the mail server refuses the recipient (`ErrorCodeEmailAddressInvalid`). */
export const emailAddressInvalid = (email: string) =>
  badRequest('email_address_invalid', `Email address ${JSON.stringify(email)} is invalid`);

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * GoTrue picks the newest API version not after the one the client asks for;
 * only 2024-01-01 exists, and anything missing or unparsable means the
 * initial (legacy) version.
 */
function requestedApiVersion(c: Context): string | null {
  const value = c.req.header(API_VERSION_HEADER)?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return null;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

export function toAuthError(err: unknown): AuthError {
  if (err instanceof AuthError) return err;
  console.error('[auth] unexpected error:', err);
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

export function renderError(c: Context, err: unknown): Response {
  if (err instanceof OAuthError) {
    return c.json({ error: err.error, error_description: err.description }, 400);
  }
  const e = toAuthError(err);
  c.header('x-sb-error-code', e.code);
  if (requestedApiVersion(c)) {
    c.header(API_VERSION_HEADER, API_VERSION_2024);
    return c.json({ code: e.code, message: e.message, ...e.extra }, e.status);
  }
  return c.json({ code: e.status, error_code: e.code, msg: e.message, ...e.extra }, e.status);
}

/** The fragment GoTrue puts on a redirect when an e-mail link fails (`prepErrorRedirectURL`). */
export function errorFragment(err: unknown): string {
  const e = toAuthError(err);
  const params = new URLSearchParams();
  const oauth = OAUTH_ERRORS[e.status];
  if (oauth) params.set('error', oauth);
  params.set('error_code', e.code);
  params.set('error_description', e.message);
  return `${params}&sb=`;
}
