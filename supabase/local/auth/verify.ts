import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { AuthSettings } from './settings';
import { badRequest, errorFragment, forbidden, unprocessable } from './errors';
import { issueSession, tokenHash } from './tokens';
import {
  type Db,
  type UserRow,
  confirmUser,
  findUser,
  hashPassword,
  updateProviders,
  validateEmail,
  withTx,
} from './users';

type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';
const OTP_EXPIRY_MS = 3600 * 1000;

const expired = (sentAt: Date | null) => !sentAt || Date.now() > sentAt.getTime() + OTP_EXPIRY_MS;

function sentAt(user: UserRow, type: LinkType) {
  if (type === 'signup' || type === 'invite') return user.confirmation_sent_at;
  if (type === 'email_change') return user.email_change_sent_at;
  return user.recovery_sent_at;
}

function storedToken(user: UserRow, type: LinkType) {
  if (type === 'signup' || type === 'invite') return user.confirmation_token;
  if (type === 'email_change') return user.email_change_token_new;
  return user.recovery_token;
}

/** `verifyTokenHash`: links and `{token_hash}` find the user by the stored hash. */
async function userForTokenHash(db: Db, type: string, hash: string) {
  const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
  let user: UserRow | null;
  let resolved: LinkType;
  if (type === 'email') {
    // "email" covers both a signup confirmation and a magic link.
    user = (await findUser(db, 'confirmation_token', hash, true)) ?? (await findUser(db, 'recovery_token', hash, true));
    resolved = user?.recovery_token === hash ? 'magiclink' : 'signup';
  } else if (type === 'signup' || type === 'invite') {
    [user, resolved] = [await findUser(db, 'confirmation_token', hash, true), type];
  } else if (type === 'recovery' || type === 'magiclink') {
    [user, resolved] = [await findUser(db, 'recovery_token', hash, true), type];
  } else if (type === 'email_change') {
    [user, resolved] = [await findUser(db, 'email_change_token_new', hash, true), type];
  } else {
    throw badRequest('validation_failed', 'Invalid email verification type');
  }
  if (!user || expired(sentAt(user, resolved))) throw linkExpired();
  return { user, type: resolved };
}

/** `verifyUserAndToken`: `{email, token}` checks the six-digit code against the stored hash. */
async function userForEmailOtp(db: Db, type: string, rawEmail: string, otp: string) {
  let email: string;
  try {
    email = validateEmail(rawEmail);
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format');
  }
  const hash = tokenHash(email, otp);
  const invalid = () => forbidden('otp_expired', 'Token has expired or is invalid');
  const user =
    type === 'email_change'
      ? await findUser(db, 'email_change_token_new', hash, true)
      : await findUser(db, 'email', email, true);
  if (!user) throw invalid();
  const valid = (t: LinkType) => storedToken(user, t) === hash && !expired(sentAt(user, t));
  if (type === 'email') {
    if (valid('signup')) return { user, type: 'signup' as LinkType };
    if (valid('magiclink')) return { user, type: 'magiclink' as LinkType };
    throw invalid();
  }
  if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change'].includes(type)) {
    throw badRequest('validation_failed', 'Unsupported verification type');
  }
  if (!valid(type as LinkType)) throw invalid();
  return { user, type: type as LinkType };
}

/** The state change each link type makes; every one clears its token so a link works once. */
async function applyVerification(db: Db, type: LinkType, user: UserRow) {
  if (type === 'signup' || type === 'invite') {
    if (!user.encrypted_password && user.invited_at) {
      // Invited users get a random password until the app lets them set one.
      await db.query('update auth.users set encrypted_password = $2 where id = $1', [
        user.id,
        await hashPassword(randomBytes(32).toString('hex')),
      ]);
    }
    await confirmUser(db, user.id);
    await db.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and lower(identity_data ->> 'email') = lower($2)`,
      [user.id, user.email],
    );
  } else if (type === 'recovery' || type === 'magiclink') {
    await db.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
    if (!user.email_confirmed_at) await confirmUser(db, user.id);
  } else {
    await db.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '', updated_at = now()
       where id = $1`,
      [user.id],
    );
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [user.id, user.email_change],
    );
    if (!user.email_confirmed_at) await confirmUser(db, user.id);
  }
  await updateProviders(db, user.id);
}

/** GET /verify: the e-mail link. Success and failure both 303 back to the app with a fragment. */
export async function verifyLink(c: Context, s: AuthSettings, redirectTo: string) {
  const type = c.req.query('type') ?? '';
  const token = c.req.query('token') ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  try {
    const { session, resolvedType } = await withTx(s.pool, async (db) => {
      const found = await userForTokenHash(db, type, token);
      await applyVerification(db, found.type, found.user);
      return { session: await issueSession(db, s, found.user.id, 'otp'), resolvedType: found.type };
    });
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: resolvedType,
    });
    return c.redirect(`${redirectTo}#${fragment}&sb=`, 303);
  } catch (err) {
    // Query parameters are dropped on errors, as GoTrue does for the implicit flow.
    const base = redirectTo.split('#')[0].split('?')[0];
    return c.redirect(`${base}#${errorFragment(err)}`, 303);
  }
}

/** POST /verify (`verifyOtp`): `{type, token_hash}` or `{type, email, token}`; answers with a session. */
export async function verifyOtp(s: AuthSettings, body: Record<string, unknown>) {
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const [type, token, hash, email] = [str('type'), str('token'), str('token_hash'), str('email')];
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token === !hash) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  if (hash && (email || str('phone') || str('redirect_to'))) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  if (token && (!email || str('phone'))) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
  }
  return withTx(s.pool, async (db) => {
    const found = hash ? await userForTokenHash(db, type, hash) : await userForEmailOtp(db, type, email, token);
    await applyVerification(db, found.type, found.user);
    return issueSession(db, s, found.user.id, 'otp');
  });
}
