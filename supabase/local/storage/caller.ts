import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { ERRORS } from './errors';

/** The roles a request may act as; the service connects as postgres, so nothing else is ever set. */
const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: JWTPayload & { role?: string };
  /** The JWT's sub: the objects' owner, as hosted records it. */
  sub?: string;
}

/**
 * Who a request is, from `Authorization: Bearer <jwt>`, or the `apikey` (the anon or service key)
 * when there is none, as Kong hands both on. A bad or expired token is refused as hosted Storage's
 * JWT check refuses it.
 */
export async function callerOf(headers: Headers, secret: Uint8Array): Promise<Caller> {
  const bearer = headers.get('authorization')?.replace(/^Bearer\s+/i, '') || headers.get('apikey') || '';
  let claims: Caller['claims'];
  try {
    ({ payload: claims } = await jwtVerify(bearer, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw ERRORS.accessDenied(error.message);
    throw ERRORS.accessDenied('Invalid JWT');
  }
  const role = claims.role ?? 'anon';
  if (!ROLES.has(role)) throw ERRORS.accessDenied('Access denied: Invalid role');
  return { role: role as Caller['role'], claims, sub: claims.sub };
}
