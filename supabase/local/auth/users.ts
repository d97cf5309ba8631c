import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { badRequest } from './errors';

export type Json = Record<string, unknown>;

/** What both a Pool and a checked-out client offer; every helper here takes either. */
export interface Db {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  identities: IdentityRow[];
}

export const PASSWORD_MIN_LENGTH = 6;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_RE.test(value);

export async function withTx<T>(pool: Pool, fn: (db: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

const SELECT_USER = `select u.*, coalesce((select json_agg(i order by i.created_at) from auth.identities i
  where i.user_id = u.id), '[]'::json) as identities from auth.users u`;

/** GoTrue only matches non-SSO users, and e-mail case-insensitively within the audience. */
const USER_KEYS = {
  id: 'u.id = $1::uuid',
  email: `lower(u.email) = lower($1) and u.aud = 'authenticated' and not u.is_sso_user`,
  confirmation_token: 'u.confirmation_token = $1 and not u.is_sso_user',
  recovery_token: 'u.recovery_token = $1 and not u.is_sso_user',
  email_change_token_new: 'u.email_change_token_new = $1 and not u.is_sso_user',
  /** The pending new address of an e-mail change. */
  email_change: `lower(u.email_change) = lower($1) and u.aud = 'authenticated' and not u.is_sso_user`,
} as const;

export async function findUser(db: Db, key: keyof typeof USER_KEYS, value: string, forUpdate = false) {
  if (!value || (key === 'id' && !isUuid(value))) return null;
  const { rows } = await db.query<UserRow>(
    `${SELECT_USER} where ${USER_KEYS[key]} limit 1${forUpdate ? ' for update of u' : ''}`,
    [value],
  );
  return rows[0] ?? null;
}

export async function mustFindUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUser(db, 'id', id);
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

// checkmail.ValidateFormat's pattern, which GoTrue uses.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: string): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const BCRYPT_COST = 10;
/** bcrypt reads only a password's first 72 bytes, so GoTrue refuses longer ones (`MaxPasswordLength`, counted in bytes). */
export const PASSWORD_MAX_LENGTH = 72;
export const isPasswordTooLong = (password: string) => Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_LENGTH;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

let dummyHash: Promise<string> | undefined;
/** A hash of the cost real ones have, of a password nobody knows. */
const dummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST));

/**
 * Always one bcrypt comparison, against a dummy hash when there is no user or no password, so
 * that an unknown address costs the time a known one does and the answer's timing tells nothing.
 * A password over 72 bytes never matches: bcrypt would compare only its first 72.
 */
export async function checkPassword(user: UserRow | null, password: string): Promise<boolean> {
  const hash = user?.encrypted_password || (await dummy());
  const matches = await bcrypt.compare(password, hash).catch(() => false);
  return matches && !!user?.encrypted_password && !isPasswordTooLong(password);
}

/** The identity data GoTrue stores for an e-mail identity (`provider.Claims` via structs.Map). */
export const emailIdentityData = (id: string, email: string): Json => ({
  sub: id,
  email,
  email_verified: false,
  phone_verified: false,
});

export async function insertUser(
  db: Db,
  u: { id?: string; email: string; passwordHash: string; userMetadata: Json; appMetadata: Json; role?: string },
): Promise<string> {
  // GoTrue writes '' rather than NULL into its token columns.
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, confirmation_token,
       recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, coalesce($2::uuid, gen_random_uuid()), 'authenticated', $3, $4, $5, '', '', '', '', $6, $7,
       now(), now(), false, false)
     returning id`,
    [
      NIL_UUID,
      u.id ?? null,
      u.role ?? 'authenticated',
      u.email.toLowerCase(),
      u.passwordHash,
      u.appMetadata,
      u.userMetadata,
    ],
  );
  return rows[0].id;
}

export async function insertIdentity(db: Db, userId: string, provider: string, data: Json) {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [String(data.sub ?? userId), userId, data, provider],
  );
}

/** GoTrue's `UpdateUserMetaData` / `UpdateAppMetaData`: shallow merge, a null value removes the key. */
export async function mergeMetadata(
  db: Db,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Json,
) {
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb)
       - coalesce((select array_agg(key) from jsonb_each($2::jsonb) where value = 'null'::jsonb), '{}'::text[]),
       updated_at = now()
     where id = $1`,
    [userId, updates],
  );
}

/** `User.Confirm`: clears the token and records `email_verified` in user_metadata. */
export async function confirmUser(db: Db, userId: string) {
  await db.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await mergeMetadata(db, userId, 'raw_user_meta_data', { email_verified: true });
}

/** `UpdateAppMetaDataProviders`: app_metadata.provider(s) follow the user's identities. */
export async function updateProviders(db: Db, userId: string) {
  const { rows } = await db.query<{ provider: string }>(
    'select provider from auth.identities where user_id = $1 group by provider order by min(created_at)',
    [userId],
  );
  const providers = rows.map((r) => r.provider);
  if (providers.length) await mergeMetadata(db, userId, 'raw_app_meta_data', { provider: providers[0], providers });
}

/** `User.UpdatePassword`: a new password voids pending e-mail tokens and the other sessions. */
export async function setPassword(db: Db, userId: string, passwordHash: string, keepSessionId: string | null) {
  await db.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_sent_at = null,
       updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
  await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
    userId,
    keepSessionId,
  ]);
}

const iso = (value: Date | string | null | undefined) => (value == null ? undefined : new Date(value).toISOString());
const GO_ZERO_TIME = '0001-01-01T00:00:00Z';

function identityJson(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at) ?? GO_ZERO_TIME,
    updated_at: iso(i.updated_at) ?? GO_ZERO_TIME,
    email: i.email || undefined,
  };
}

/** GoTrue's `models.User` JSON: same keys, same order, optional timestamps left out when unset. */
export function userJson(u: UserRow): Json {
  return {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: (u.identities ?? []).map(identityJson),
    created_at: iso(u.created_at) ?? GO_ZERO_TIME,
    updated_at: iso(u.updated_at) ?? GO_ZERO_TIME,
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous ?? false,
  };
}
