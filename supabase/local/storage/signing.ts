import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ERRORS } from './errors';

/** The scope hosted Storage puts in a download token, so an upload token cannot stand in for one. */
const DOWNLOAD_SCOPE = 'download';

/** A signed URL's token: HS256 with the project's JWT secret over `{ url: "<bucket>/<name>", scope, iat, exp }`, as hosted signs it. */
export async function signObjectUrl(secret: Uint8Array, bucket: string, name: string, expiresIn: number) {
  const url = `${bucket}/${name}`;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ url, scope: DOWNLOAD_SCOPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
  return `/object/sign/${url}?token=${token}`;
}

/** Checks a signed URL's token against the object it is used for; returns its expiry (seconds). */
export async function verifyObjectToken(secret: Uint8Array, token: string, bucket: string, name: string) {
  let payload: { url?: unknown; scope?: unknown; exp?: number };
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw ERRORS.invalidJwt(error.message);
    throw ERRORS.invalidJwt(error instanceof joseErrors.JOSEError ? error.message : undefined);
  }
  if (payload.scope !== undefined && payload.scope !== DOWNLOAD_SCOPE)
    throw ERRORS.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`);
  if (payload.url !== `${bucket}/${name}`) throw ERRORS.invalidSignature();
  if (!payload.exp || payload.exp * 1000 < Date.now()) throw ERRORS.expiredSignature();
  return payload.exp;
}
