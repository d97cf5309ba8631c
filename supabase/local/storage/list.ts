import type { PoolClient } from 'pg';

export interface ListOptions {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/**
 * `POST /object/list/{bucket}` as hosted Storage's storage.search() answers it, under the caller's
 * RLS: the entries one level below `prefix` (a folder: a trailing slash is added) whose names start
 * with `search`, named relative to the prefix; a folder is an entry whose id, dates and metadata are
 * null. Sorted by name (folders and files together, case-insensitively) or, by another column,
 * folders first. At most 1,500 entries, 100 by default.
 */
export async function listObjects(db: PoolClient, bucket: string, options: ListOptions) {
  let prefix = options.prefix ?? '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const limit = Math.min(Math.max(Number(options.limit ?? 100) || 100, 1), 1500);
  const offset = Math.max(Number(options.offset ?? 0) || 0, 0);
  const column = SORT_COLUMNS.has(options.sortBy?.column?.toLowerCase() ?? '')
    ? options.sortBy!.column!.toLowerCase()
    : 'name';
  const order = options.sortBy?.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const orderBy =
    column === 'name'
      ? `lower(name) collate "C" ${order}`
      : `(id is not null), case when id is null then lower(name) end collate "C" ${order}, ${column} ${order}, lower(name) collate "C" ${order}`;
  const { rows } = await db.query(
    `with matching as (
       select o.*, substr(o.name, length($2) + 1) as rest
       from storage.objects o
       where o.bucket_id = $1 and starts_with(lower(o.name), lower($2 || $3))
     ), entries as (
       select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from matching where strpos(rest, '/') > 0
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata from matching where strpos(rest, '/') = 0
     )
     select * from entries order by ${orderBy} limit $4 offset $5`,
    [bucket, prefix, options.search ?? '', limit, offset],
  );
  return rows;
}
