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
type CodeColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

/** The stored code each verification type checks ("email" is a signup confirmation or a magic link). */
const CODE_COLUMNS: Record<string, CodeColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new'],
};

/** Wrong tries after which a pending code stops working. */
export const MAX_WRONG_CODES = 5;

/**
 * Wrong six-digit codes per pending code. GoTrue counts none: against guessing it has only the
 * per-IP token_verifications limit and the code's expiry, which still let a guesser with many
 * addresses try thousands of the million codes. Here, as well, the fifth wrong code voids the code
 * it was aimed at (cleared in the database) and the user asks for a new e-mail. A code is known by
 * its stored hash, so a newly sent code starts at zero. The counts live in memory: a restart
 * forgets them, which costs a guesser nothing they could not get by waiting for the rate limit.
 * (A token_hash cannot be tied to a user when wrong; the rate limit alone covers that path.)
 */
export class WrongCodes {
  private readonly counts = new Map<string, number>();

  /** Counts one wrong try at the code `key` names; true when it was the last one allowed. */
  fail(key: string): boolean {
    const tries = (this.counts.get(key) ?? 0) + 1;
    this.counts.delete(key);
    if (tries >= MAX_WRONG_CODES) return true;
    // Re-inserted, so the oldest entries come first and go first when there are too many.
    this.counts.set(key, tries);
    if (this.counts.size > 10_000) this.counts.delete(this.counts.keys().next().value!);
    return false;
  }
}

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

/** `otp_expiry` from config.toml: codes and links older than that are refused. */
const expired = (s: AuthSettings, sent: Date | null) =>
  !sent || Date.now() > sent.getTime() + s.limits.otpExpirySeconds * 1000;

type Found = { user: UserRow; type: LinkType };
/** A wrong code, with the user it was aimed at when there is one. */
type Wrong = { wrong: UserRow | null };

const invalidOtp = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** `verifyTokenHash`: links and `{token_hash}` find the user by the stored hash. */
async function userForTokenHash(db: Db, s: AuthSettings, type: string, hash: string): Promise<Found> {
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
  if (!user || expired(s, sentAt(user, resolved))) throw linkExpired();
  return { user, type: resolved };
}

/** `verifyUserAndToken`: `{email, token}` checks the six-digit code against the stored hash. */
async function userForEmailOtp(
  db: Db,
  s: AuthSettings,
  type: string,
  rawEmail: string,
  otp: string,
): Promise<Found | Wrong> {
  let email: string;
  try {
    email = validateEmail(rawEmail);
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format');
  }
  if (!CODE_COLUMNS[type]) throw badRequest('validation_failed', 'Unsupported verification type');
  const hash = tokenHash(email, otp);
  if (type === 'email_change') {
    const user = await findUser(db, 'email_change_token_new', hash, true);
    if (user && !expired(s, user.email_change_sent_at)) return { user, type };
    return { wrong: user ?? (await findUser(db, 'email_change', email, true)) };
  }
  const user = await findUser(db, 'email', email, true);
  if (!user) return { wrong: null };
  const valid = (t: LinkType) => storedToken(user, t) === hash && !expired(s, sentAt(user, t));
  if (type === 'email') {
    if (valid('signup')) return { user, type: 'signup' };
    if (valid('magiclink')) return { user, type: 'magiclink' };
    return { wrong: user };
  }
  return valid(type as LinkType) ? { user, type: type as LinkType } : { wrong: user };
}

/** Counts a wrong code against the codes it could have matched, and voids them at the limit. */
async function countWrongCode(db: Db, s: AuthSettings, user: UserRow | null, type: string) {
  const pending = user ? CODE_COLUMNS[type].filter((column) => user[column]) : [];
  if (!user || !pending.length) return;
  const key = [user.id, ...pending.map((column) => user[column])].join(':');
  if (!s.wrongCodes.fail(key)) return;
  await db.query(
    `update auth.users set ${pending.map((column) => `${column} = ''`).join(', ')}, updated_at = now() where id = $1`,
    [user.id],
  );
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
      const found = await userForTokenHash(db, s, type, token);
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
  const outcome = await withTx(s.pool, async (db) => {
    const found = hash ? await userForTokenHash(db, s, type, hash) : await userForEmailOtp(db, s, type, email, token);
    if ('wrong' in found) {
      await countWrongCode(db, s, found.wrong, type);
      return { error: invalidOtp() };
    }
    await applyVerification(db, found.type, found.user);
    return { session: await issueSession(db, s, found.user.id, 'otp') };
  });
  // A code voided above is cleared in the committed transaction before the refusal.
  if (outcome.error) throw outcome.error;
  return outcome.session;
}
