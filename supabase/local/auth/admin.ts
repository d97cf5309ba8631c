import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { AuthSettings } from './settings';
import { actionLink, createEmailToken, type EmailAction } from './emails';
import { badRequest, notFound, passwordTooLong, unprocessable, weakPassword } from './errors';
import { readBody, redirectTarget } from './http';
import { requireAdmin } from './tokens';
import {
  type Db,
  type Json,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  confirmUser,
  emailIdentityData,
  findUser,
  hashPassword,
  insertIdentity,
  insertUser,
  isPasswordTooLong,
  isUuid,
  mergeMetadata,
  mustFindUser,
  setPassword,
  userJson,
  validateEmail,
  withTx,
} from './users';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const randomPassword = () => randomBytes(32).toString('base64url');

async function loadUser(s: AuthSettings, id: string) {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUser(s.pool, 'id', id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function createEmailUser(db: Db, email: string, passwordHash: string, userMetadata: Json, id?: string) {
  const userId = await insertUser(db, {
    id,
    email,
    passwordHash,
    userMetadata,
    appMetadata: { provider: 'email', providers: ['email'] },
  });
  await insertIdentity(db, userId, 'email', emailIdentityData(userId, email));
  return userId;
}

/** GoTrue's /admin routes: anything signed with the JWT secret whose role is service_role. */
export function adminRoutes(s: AuthSettings): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await requireAdmin(c, s);
    await next();
  });

  app.get('/users', async (c) => {
    const page = Math.max(1, Number.parseInt(c.req.query('page') || '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') || '50', 10) || 50));
    const filter = c.req.query('filter') ?? '';
    const where = `aud = 'authenticated' and ($1 = '' or email ilike '%' || $1 || '%'
      or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
    const { rows: ids } = await s.pool.query<{ id: string }>(
      `select id from auth.users where ${where} order by created_at desc limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    );
    const { rows: count } = await s.pool.query<{ n: number }>(
      `select count(*)::int as n from auth.users where ${where}`,
      [filter],
    );
    const users = await Promise.all(ids.map((r) => mustFindUser(s.pool, r.id)));
    // GoTrue's pagination headers; auth-js reads page numbers out of Link.
    const total = count[0].n;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number) => {
      const q = new URLSearchParams({ ...(filter ? { filter } : {}), page: String(p), per_page: String(perPage) });
      return `</admin/users?${q}>`;
    };
    c.header('Link', `${page < lastPage ? `${link(page + 1)}; rel="next", ` : ''}${link(lastPage)}; rel="last"`);
    c.header('X-Total-Count', String(total));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  app.post('/users', async (c) => {
    const body = await readBody(c);
    if (!body.str('email')) {
      const phoneOnly = body.str('phone') ? 'Phone users are not supported by the local auth service' : '';
      throw badRequest('validation_failed', phoneOnly || 'Cannot create a user without either an email or phone');
    }
    const email = validateEmail(body.str('email'));
    if (await findUser(s.pool, 'email', email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    const password = body.str('password');
    const passwordHash = body.str('password_hash');
    if (password && passwordHash)
      throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
    // GoTrue passes bcrypt's own refusal on here.
    if (isPasswordTooLong(password)) throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
    const id = body.str('id') || undefined;
    if (id && !isUuid(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    const hash = passwordHash || (await hashPassword(password || randomPassword()));
    const userId = await withTx(s.pool, async (db) => {
      const userId = await createEmailUser(db, email, hash, body.obj('user_metadata') ?? {}, id);
      const role = body.str('role');
      if (role) await db.query('update auth.users set role = $2 where id = $1', [userId, role]);
      const appMetadata = body.obj('app_metadata');
      if (appMetadata) await mergeMetadata(db, userId, 'raw_app_meta_data', appMetadata);
      if (body.raw.email_confirm === true) await confirmUser(db, userId);
      return userId;
    });
    return c.json(userJson(await mustFindUser(s.pool, userId)));
  });

  app.get('/users/:id', async (c) => c.json(userJson(await loadUser(s, c.req.param('id')))));

  app.put('/users/:id', async (c) => {
    const user = await loadUser(s, c.req.param('id'));
    const body = await readBody(c);
    const email = body.str('email') ? validateEmail(body.str('email')) : '';
    if (email && email !== user.email && (await findUser(s.pool, 'email', email))) {
      throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    const password = typeof body.raw.password === 'string' ? body.raw.password : null;
    if (password !== null && isPasswordTooLong(password)) throw passwordTooLong(PASSWORD_MAX_LENGTH);
    if (password !== null && password.length < PASSWORD_MIN_LENGTH) throw weakPassword(PASSWORD_MIN_LENGTH);
    const passwordHash = password === null ? null : await hashPassword(password);
    const emailConfirm = body.raw.email_confirm === true;
    await withTx(s.pool, async (db) => {
      const role = body.str('role');
      if (role) await db.query('update auth.users set role = $2, updated_at = now() where id = $1', [user.id, role]);
      if (emailConfirm) await confirmUser(db, user.id);
      // An admin password change signs the user out everywhere (`UpdatePassword(tx, nil)`).
      if (passwordHash) await setPassword(db, user.id, passwordHash, null);
      if (email) {
        await db.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean)
           where user_id = $1 and provider = 'email'`,
          [user.id, email, emailConfirm],
        );
        await db.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, email]);
      }
      const appMetadata = body.obj('app_metadata');
      if (appMetadata) await mergeMetadata(db, user.id, 'raw_app_meta_data', appMetadata);
      const userMetadata = body.obj('user_metadata');
      if (userMetadata) await mergeMetadata(db, user.id, 'raw_user_meta_data', userMetadata);
    });
    return c.json(userJson(await mustFindUser(s.pool, user.id)));
  });

  app.delete('/users/:id', async (c) => {
    const user = await loadUser(s, c.req.param('id'));
    await s.pool.query('delete from auth.users where id = $1', [user.id]);
    return c.json({});
  });

  app.post('/generate_link', async (c) => {
    const body = await readBody(c);
    const email = validateEmail(body.str('email'));
    const redirectTo = redirectTarget(c, s, body.str('redirect_to'));
    let type = body.str('type');
    let password = body.str('password');
    const existing = await findUser(s.pool, 'email', email);
    if (!existing && type === 'magiclink') [type, password] = ['signup', randomPassword()];
    if (!existing && type === 'recovery') throw notFound('user_not_found', 'User with this email not found');
    if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type)) {
      throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
    }
    let passwordHash = '';
    if (type === 'signup' && !existing) {
      if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
      if (isPasswordTooLong(password)) throw passwordTooLong(PASSWORD_MAX_LENGTH);
      if (password.length < PASSWORD_MIN_LENGTH) throw weakPassword(PASSWORD_MIN_LENGTH);
      passwordHash = await hashPassword(password);
    }
    const { userId, otp, hash } = await withTx(s.pool, async (db) => {
      if (existing && (type === 'signup' || type === 'invite') && existing.email_confirmed_at) {
        throw unprocessable('email_exists', DUPLICATE_EMAIL);
      }
      const data = body.obj('data') ?? {};
      let userId = existing?.id;
      if (userId && type === 'signup') await mergeMetadata(db, userId, 'raw_user_meta_data', data);
      if (!userId) userId = await createEmailUser(db, email, passwordHash, data);
      const token = await createEmailToken(db, await mustFindUser(db, userId), type as EmailAction);
      return { userId, ...token };
    });
    return c.json({
      ...userJson(await mustFindUser(s.pool, userId)),
      action_link: actionLink(s, type as EmailAction, hash, redirectTo),
      email_otp: otp,
      hashed_token: hash,
      verification_type: type,
      redirect_to: redirectTo,
    });
  });

  return app;
}
