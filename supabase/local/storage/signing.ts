import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ERRORS } from './errors';

/** Hosted Storage scopes its tokens, so an upload token cannot stand in for a download one or the reverse. */
export type TokenScope = 'download' | 'upload';

/** How long a signed upload URL lasts: hosted's uploadSignedUrlExpirationTime. */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

export interface SignedToken {
  url: string;
  scope?: TokenScope;
  exp: number;
  /** Upload tokens: who uploads, and whether the upload may replace an object. */
  owner?: string;
  upsert?: boolean;
}

async function sign(secret: Uint8Array, claims: Record<string, unknown>, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
}

/** A signed URL's token: HS256 with the project's JWT secret over `{ url: "<bucket>/<name>", scope, iat, exp }`, as hosted signs it. */
export async function signObjectUrl(secret: Uint8Array, bucket: string, name: string, expiresIn: number) {
  const url = `${bucket}/${name}`;
  const token = await sign(secret, { url, scope: 'download' }, expiresIn);
  return `/object/sign/${url}?token=${token}`;
}

/** A signed upload URL's token, carrying the signer as owner and whether it may replace the object. */
export async function signUploadUrl(
  secret: Uint8Array,
  bucket: string,
  name: string,
  owner: string | undefined,
  upsert: boolean,
) {
  const url = `${bucket}/${name}`;
  const token = await sign(secret, { owner, url, upsert, scope: 'upload' }, SIGNED_UPLOAD_SECONDS);
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

/** Checks a signed URL's token against the object it is used for and what it is used for. */
export async function verifyObjectToken(
  secret: Uint8Array,
  token: string,
  bucket: string,
  name: string,
  scope: TokenScope = 'download',
): Promise<SignedToken> {
  let payload: Partial<SignedToken>;
  try {
    ({ payload } = await jwtVerify<Partial<SignedToken>>(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw ERRORS.invalidJwt(error instanceof joseErrors.JOSEError ? error.message : undefined);
  }
  // Download tokens made before scopes existed carry none; an upload token always does.
  const tokenScope =
    payload.scope ?? (payload.upsert === undefined && payload.owner === undefined ? 'download' : 'upload');
  if (tokenScope !== scope) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== `${bucket}/${name}`) throw ERRORS.invalidSignature();
  if (!payload.exp || payload.exp * 1000 < Date.now()) throw ERRORS.expiredSignature();
  return payload as SignedToken;
}
