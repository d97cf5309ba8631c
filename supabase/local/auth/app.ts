import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { adminRoutes } from './admin';
import { sendActionEmail } from './emails';
import { badRequest, forbidden, passwordTooLong, renderError, unprocessable, weakPassword } from './errors';
import { readBody, redirectTarget } from './http';
import { CLI_DEFAULT_LIMITS, createLimiters, overRequestRateLimit, type IpLimit } from './limits';
import { authenticate, issueSession, refreshTokenGrant } from './tokens';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkPassword,
  confirmUser,
  emailIdentityData,
  findUser,
  hashPassword,
  insertIdentity,
  insertUser,
  isPasswordTooLong,
  mergeMetadata,
  mustFindUser,
  setPassword,
  updateProviders,
  userJson,
  validateEmail,
  withTx,
} from './users';
import type { AuthConfig, AuthSettings } from './settings';
import { WrongCodes, verifyLink, verifyOtp } from './verify';

/**
 * GoTrue keys its request limits by the client's address (on hosted Supabase, the one its proxy
 * forwards); the gateway runs this app in-process, so the socket's peer is the client.
 */
const clientAddress = (c: Context) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';

/** A GoTrue-compatible auth API for the local stack; mount it at /auth/v1. */
export function createAuthApp(config: AuthConfig): Hono {
  const limits = config.limits ?? CLI_DEFAULT_LIMITS;
  const s: AuthSettings = {
    enableConfirmations: true,
    refreshTokenReuseInterval: 10,
    ...config,
    limits,
    apiExternalUrl: config.apiExternalUrl.replace(/\/+$/, ''),
    limiters: createLimiters(limits, Date.now()),
    wrongCodes: new WrongCodes(),
  };
  const app = new Hono();
  app.onError((err, c) => renderError(c, err));
  /** GoTrue's `limitHandler`: counted before anything else about the request, failures too. */
  const limited =
    (name: IpLimit): MiddlewareHandler =>
    async (c, next) => {
      if (!s.limiters.ip[name].take(clientAddress(c), Date.now())) throw overRequestRateLimit();
      await next();
    };
  const checkPasswordLength = (password: string) => {
    if (isPasswordTooLong(password)) throw passwordTooLong(PASSWORD_MAX_LENGTH);
    if (password.length < PASSWORD_MIN_LENGTH) throw weakPassword(PASSWORD_MIN_LENGTH);
  };

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !s.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', limited('signup'), async (c) => {
    const body = await readBody(c);
    const [rawEmail, password, phone] = [body.str('email'), body.str('password'), body.str('phone')];
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordLength(password);
    if (rawEmail && phone)
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
    if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    if (!rawEmail) throw badRequest('validation_failed', 'Sign up only available with email provider');
    const email = validateEmail(rawEmail);
    const data = body.obj('data') ?? {};
    const existing = await findUser(s.pool, 'email', email);
    if (existing?.email_confirmed_at) {
      if (!s.enableConfirmations) throw unprocessable('user_already_exists', 'User already registered');
      // GoTrue answers a repeated signup like a new one, with a made-up user, so
      // that signup cannot be used to find out which addresses are registered.
      const now = new Date().toISOString();
      return c.json({
        id: randomUUID(),
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      });
    }
    const passwordHash = existing ? '' : await hashPassword(password);
    const userId = await withTx(s.pool, async (db) => {
      // An unconfirmed user is not updated: nobody has proven they own the address.
      const userId =
        existing?.id ??
        (await insertUser(db, {
          email,
          passwordHash,
          userMetadata: data,
          appMetadata: { provider: 'email', providers: ['email'] },
        }));
      if (!existing?.identities.some((i) => i.provider === 'email')) {
        const identityData = { ...data, ...emailIdentityData(userId, email) };
        await insertIdentity(db, userId, 'email', identityData);
        // `RemoveUnconfirmedIdentities`: the new identity's data becomes the user_metadata.
        await db.query(`delete from auth.identities where user_id = $1 and provider <> 'email'`, [userId]);
        await db.query('update auth.users set raw_user_meta_data = $2 where id = $1', [userId, identityData]);
        await updateProviders(db, userId);
      }
      if (!s.enableConfirmations) await confirmUser(db, userId);
      else await sendActionEmail(db, s, await mustFindUser(db, userId), 'signup', redirectTarget(c, s));
      return userId;
    });
    if (!s.enableConfirmations) return c.json(await withTx(s.pool, (db) => issueSession(db, s, userId, 'password')));
    const user = userJson(await mustFindUser(s.pool, userId));
    return c.json(existing?.invited_at ? { ...user, user_metadata: {}, identities: [] } : user);
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType !== 'password' && grantType !== 'refresh_token') {
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
    }
    // One limit for both grants: GoTrue's token_refresh counts password sign-ins too.
    if (!s.limiters.ip.token.take(clientAddress(c), Date.now())) throw overRequestRateLimit();
    const body = await readBody(c);
    if (grantType === 'refresh_token') return c.json(await refreshTokenGrant(s, body.str('refresh_token')));
    const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
    const [email, password] = [body.str('email'), body.str('password')];
    if (email && body.str('phone'))
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
    if (!email) throw invalid();
    const found = await findUser(s.pool, 'email', email);
    const user = found?.banned_until && found.banned_until.getTime() > Date.now() ? null : found;
    // Compared even without a user (against a dummy hash), so timing tells no address apart.
    if (!(await checkPassword(user, password)) || !user) throw invalid();
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return c.json(await withTx(s.pool, (db) => issueSession(db, s, user.id, 'password')));
  });

  app.get('/user', async (c) => c.json(userJson((await authenticate(c, s)).user)));

  app.put('/user', limited('user'), async (c) => {
    const { user, sessionId } = await authenticate(c, s);
    const body = await readBody(c);
    const email = body.str('email') ? validateEmail(body.str('email')) : '';
    const password = typeof body.raw.password === 'string' ? body.raw.password : null;
    if (body.str('phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    if (body.obj('app_metadata')) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    if (password !== null) checkPasswordLength(password);
    const changesEmail = !!email && email !== user.email;
    if (changesEmail && (await findUser(s.pool, 'email', email))) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    if (password && (await checkPassword(user, password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    const passwordHash = password === null ? null : await hashPassword(password);
    await withTx(s.pool, async (db) => {
      // A password change keeps only the session that made it.
      if (passwordHash) await setPassword(db, user.id, passwordHash, sessionId);
      const data = body.obj('data');
      if (data) await mergeMetadata(db, user.id, 'raw_user_meta_data', data);
      // Permanent users always confirm a new address, even with autoconfirm on.
      if (changesEmail) await sendActionEmail(db, s, user, 'email_change', redirectTarget(c, s), email);
    });
    return c.json(userJson(await mustFindUser(s.pool, user.id)));
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await authenticate(c, s);
    const scope = c.req.query('scope') || 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    }
    // Deleting a session cascades to its refresh tokens.
    if (scope === 'local' && sessionId) await s.pool.query('delete from auth.sessions where id = $1', [sessionId]);
    else if (scope === 'others' && sessionId) {
      await s.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    } else await s.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
    return c.body(null, 204);
  });

  app.post('/recover', limited('recover'), async (c) => {
    const body = await readBody(c);
    if (!body.str('email')) throw badRequest('validation_failed', 'Password recovery requires an email');
    const user = await findUser(s.pool, 'email', validateEmail(body.str('email')));
    // Unknown addresses get the same answer, after a password check's worth of time, so recovery reveals nothing.
    if (user) await withTx(s.pool, (db) => sendActionEmail(db, s, user, 'recovery', redirectTarget(c, s)));
    else await checkPassword(null, '');
    return c.json({});
  });

  app.post('/resend', limited('resend'), async (c) => {
    const body = await readBody(c);
    const type = body.str('type');
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (type === 'sms' || type === 'phone_change' || body.str('phone')) {
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    }
    if (!body.str('email')) throw badRequest('validation_failed', 'Type provided requires an email address');
    const user = await findUser(s.pool, 'email', validateEmail(body.str('email')));
    if (user && type === 'signup' && !user.email_confirmed_at) {
      await withTx(s.pool, (db) => sendActionEmail(db, s, user, 'signup', redirectTarget(c, s)));
    } else if (user && type === 'email_change' && user.email_change) {
      await withTx(s.pool, (db) =>
        sendActionEmail(db, s, user, 'email_change', redirectTarget(c, s), user.email_change ?? ''),
      );
    } else {
      // Nothing to send takes about as long as sending, as on /recover.
      await checkPassword(null, '');
    }
    return c.json({});
  });

  app.get('/verify', limited('verify'), (c) => verifyLink(c, s, redirectTarget(c, s)));
  app.post('/verify', limited('verify'), async (c) => c.json(await verifyOtp(s, (await readBody(c)).raw)));

  app.route('/admin', adminRoutes(s));
  return app;
}
