import type { Pool, PoolClient } from 'pg';
import type { Caller } from './caller';
import { ERRORS, toStorageError } from './errors';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
}

/** What hosted Storage keeps in storage.objects.metadata. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in one transaction as the caller's database role with their JWT claims, as hosted Storage
 * does, so the policies on storage.objects decide. `allowDelete` sets what the storage.sql trigger
 * asks of a delete that comes through the API; `rollback` tries the statements and keeps nothing. A database error becomes Storage's error for it.
 */
export async function asCaller<T>(
  pool: Pool,
  caller: Caller,
  fn: (db: PoolClient) => Promise<T>,
  { allowDelete = false, rollback = false } = {},
): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('begin');
    // caller.role is one of three fixed names (caller.ts), never free text.
    await db.query(`set local role ${caller.role}`);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
    if (allowDelete) await db.query(`set local storage.allow_delete_query = 'true'`);
    const result = await fn(db);
    // A dry run (a signed upload URL's check) keeps nothing.
    await db.query(rollback ? 'rollback' : 'commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw toStorageError(error);
  } finally {
    db.release();
  }
}

/** Buckets are read past RLS, as hosted Storage reads them before the object's own checks. */
export async function findBucket(pool: Pool, id: string): Promise<Bucket> {
  const { rows } = await pool.query<Bucket>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return { ...rows[0], file_size_limit: rows[0].file_size_limit === null ? null : Number(rows[0].file_size_limit) };
}

export async function findObject(db: Pool | PoolClient, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  if (!rows[0]) throw ERRORS.noSuchKey();
  return rows[0];
}

export const ownerOf = (caller: Caller) => ({
  owner: caller.sub && UUID.test(caller.sub) ? caller.sub : null,
  owner_id: caller.sub ?? null,
});

/**
 * Inserts the object's row, or with `upsert` replaces an existing one's metadata (which needs the
 * update policy too, as on hosted). A plain insert onto an existing name fails as a duplicate.
 */
export async function writeObject(
  db: PoolClient,
  caller: Caller,
  row: { bucket: string; name: string; metadata: ObjectMetadata; userMetadata?: Record<string, unknown> | null },
  upsert: boolean,
): Promise<ObjectRow> {
  const { owner, owner_id } = ownerOf(caller);
  const { rows } = await db.query<ObjectRow>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text)
     ${
       upsert
         ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
              metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
              updated_at = now(), last_accessed_at = now()`
         : ''
     }
     returning ${OBJECT_COLUMNS}`,
    [row.bucket, row.name, owner, owner_id, row.metadata, row.userMetadata ?? null],
  );
  return rows[0];
}
