import { createHash, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AuthSettings } from './settings';
import { AuthError, OAuthError, badRequest, forbidden } from './errors';
import { type Db, type UserRow, findUser, isUuid, mustFindUser, userJson, withTx } from './users';

export type AuthMethod = 'password' | 'otp';

export interface AccessClaims extends JWTPayload {
  role?: string;
  session_id?: string;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** GoTrue's refresh tokens are short random strings (`crypto.SecureAlphanumeric(12)`). */
const newRefreshToken = () => Array.from({ length: 12 }, () => ALPHANUMERIC[randomInt(36)]).join('');

export const generateOtp = () => String(randomInt(1_000_000)).padStart(6, '0');
/** `crypto.GenerateTokenHash`: what e-mail links carry and the users table stores. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

const secretKey = (s: AuthSettings) => new TextEncoder().encode(s.jwtSecret);

async function signAccessToken(s: AuthSettings, user: UserRow, sessionId: string, amr: unknown[]) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + s.jwtExpiry;
  const token = await new SignJWT({
    iss: s.apiExternalUrl,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    // Seeded rows may lack a role; PostgREST needs one to switch to.
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(s));
  return { token, exp };
}

async function sessionResponse(
  s: AuthSettings,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  method: AuthMethod,
) {
  const amr = [{ method, timestamp: Math.floor(session.created_at.getTime() / 1000) }];
  const { token, exp } = await signAccessToken(s, user, session.id, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: s.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

interface SessionRow {
  id: string;
  created_at: Date;
  not_after: Date | null;
}

/** `issueRefreshToken`: a new session, its first refresh token, and the sign-in time. */
export async function issueSession(db: Db, s: AuthSettings, userId: string, method: AuthMethod) {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, created_at, updated_at) values ($1, 'aal1', now(), now())
     returning id, created_at, not_after`,
    [userId],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ($1, $2, false, null, $3, now(), now())`,
    [refreshToken, userId, rows[0].id],
  );
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return sessionResponse(s, await mustFindUser(db, userId), rows[0], refreshToken, method);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  s_id: string | null;
  s_created_at: Date | null;
  s_not_after: Date | null;
}

const tokenNotFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * GoTrue's refresh-token rotation: each use revokes the token and issues a
 * child in the same session. A revoked token still answers with the active
 * child when it is that child's parent (the client lost the response) or
 * within the reuse interval; any other reuse revokes the whole session's
 * tokens and is refused.
 */
export async function refreshTokenGrant(s: AuthSettings, refreshToken: string) {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required');
  const outcome = await withTx(s.pool, async (db) => {
    const { rows } = await db.query<RefreshRow>(
      `select rt.*, s.id as s_id, s.created_at as s_created_at, s.not_after as s_not_after
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
       where rt.token = $1 for update of rt`,
      [refreshToken],
    );
    const row = rows[0];
    const user = row && (await findUser(db, 'id', row.user_id));
    if (!row || !user) throw tokenNotFound();
    if (!row.s_id || !row.s_created_at) {
      await db.query('delete from auth.refresh_tokens where id = $1', [row.id]);
      return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    }
    if (row.s_not_after && row.s_not_after.getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }
    let issued: string | null = null;
    if (row.revoked) {
      const active = await db.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.s_id],
      );
      if (active.rows[0]?.parent === row.token) {
        issued = active.rows[0].token;
      } else if (!active.rows[0] || Date.now() > row.updated_at.getTime() + s.refreshTokenReuseInterval * 1000) {
        // Revoking the family leaves updated_at alone (as GoTrue does), so no token of a
        // session caught reusing gets a fresh reuse window; a session with no active token is dead.
        await db.query('update auth.refresh_tokens set revoked = true where session_id = $1 and not revoked', [
          row.s_id,
        ]);
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    if (!issued) {
      issued = newRefreshToken();
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      await db.query(
        `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id, created_at, updated_at)
         values ($1, $2, false, $3, $4, now(), now())`,
        [issued, row.user_id, row.token, row.s_id],
      );
    }
    await db.query('update auth.sessions set updated_at = now() where id = $1', [row.s_id]);
    // There is no amr table here, so a refreshed token reports the password method.
    const session = { id: row.s_id, created_at: row.s_created_at, not_after: row.s_not_after };
    return { session: await sessionResponse(s, user, session, issued, 'password') };
  });
  // The revocations above are committed before the refusal, as GoTrue does.
  if (outcome.error) throw outcome.error;
  return outcome.session;
}

function bearerToken(c: Context): string {
  const match = /^[Bb]earer (\S+)$/.exec(c.req.header('Authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

async function verifyJwt(s: AuthSettings, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, secretKey(s), { algorithms: ['HS256'] });
    return payload;
  } catch (err) {
    const reason =
      err instanceof joseErrors.JWTExpired
        ? 'token has invalid claims: token is expired'
        : err instanceof joseErrors.JWSSignatureVerificationFailed
          ? 'token signature is invalid: signature is invalid'
          : `token is malformed: ${(err as Error).message}`;
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** `requireAuthentication`: a valid user JWT whose user and session still exist. */
export async function authenticate(c: Context, s: AuthSettings) {
  const claims = await verifyJwt(s, bearerToken(c));
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUser(s.pool, 'id', claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id || null;
  if (sessionId) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await s.pool.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (!rows.length) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId, claims };
}

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** `requireAdmin`: any valid JWT whose role is an admin role; no user behind it is needed. */
export async function requireAdmin(c: Context, s: AuthSettings) {
  const claims = await verifyJwt(s, bearerToken(c));
  if (!claims.role || !ADMIN_ROLES.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
