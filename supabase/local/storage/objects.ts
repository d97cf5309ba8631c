import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Pool } from 'pg';
import { mustBeAllowedMimeType, readJson, readUpload } from './body';
import { callerOf, type Caller } from './caller';
import { asCaller, findBucket, findObject, writeObject, type ObjectMetadata, type ObjectRow } from './db';
import { ERRORS } from './errors';
import { mustBeValidKey, type FileStore } from './files';
import { listObjects, type ListOptions } from './list';
import { parseRange } from './range';

/**
 * The largest object any bucket takes: hosted Storage's global file size limit on the free plan.
 * A bucket's own file_size_limit is the limit below it.
 */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface ObjectsDeps {
  pool: Pool;
  files: FileStore;
  secret: Uint8Array;
}

const md5 = (bytes: Uint8Array) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** The object routes storage-js calls; each reads and writes storage.objects as its caller (db.ts). */
export function objectHandlers({ pool, files, secret }: ObjectsDeps) {
  const caller = (c: Context) => callerOf(c.req.raw.headers, secret);

  async function upload(c: Context, bucketId: string, name: string, upsert: boolean, as?: Caller) {
    const who = as ?? (await caller(c));
    mustBeValidKey(name);
    const bucket = await findBucket(pool, bucketId);
    const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
    const file = await readUpload(c, limit);
    mustBeAllowedMimeType(file.mimetype, bucket.allowed_mime_types);
    const metadata: ObjectMetadata = {
      eTag: md5(file.bytes),
      size: file.bytes.byteLength,
      mimetype: file.mimetype,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.byteLength,
      httpStatusCode: 200,
    };
    const temp = await files.stage(file.bytes);
    try {
      const row = await asCaller(pool, who, async (db) => {
        const written = await writeObject(
          db,
          who,
          { bucket: bucketId, name, metadata, userMetadata: file.userMetadata },
          upsert,
        );
        await files.place(temp, bucketId, name);
        return written;
      });
      return c.json({ Id: row.id, Key: `${bucketId}/${name}` });
    } finally {
      await files.discard(temp);
    }
  }

  /** The file with hosted Storage's headers (renderer/asset); HEAD gets the headers alone. */
  async function serve(c: Context, row: ObjectRow, extra: { download?: string; expires?: string } = {}) {
    const path = files.fileOf(row.bucket_id, row.name);
    const size = await stat(path).then(
      (s) => s.size,
      () => null,
    );
    if (size === null)
      return c.json(
        { error: 'Not found', message: 'The resource was not found', statusCode: '404', code: 'NoSuchKey' },
        400,
      );
    const meta = row.metadata;
    const headers = new Headers({
      'accept-ranges': 'bytes',
      'content-type': meta?.mimetype ?? 'application/octet-stream',
      'content-length': String(size),
      'x-robots-tag': 'none',
    });
    if (meta?.eTag) headers.set('etag', meta.eTag);
    if (meta?.lastModified) headers.set('last-modified', new Date(meta.lastModified).toUTCString());
    if (extra.expires) headers.set('expires', extra.expires);
    else if (meta?.cacheControl) headers.set('cache-control', meta.cacheControl);
    if (extra.download !== undefined) {
      const encoded = encodeURIComponent(extra.download);
      headers.set(
        'content-disposition',
        extra.download === '' ? 'attachment;' : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
      );
    }
    if (meta?.eTag && c.req.header('if-none-match') === meta.eTag) {
      headers.delete('content-length');
      return new Response(null, { status: 304, headers });
    }
    const rangeHeader = c.req.header('range');
    const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
    if (range) {
      headers.set('content-range', `bytes ${range.from}-${range.to}/${size}`);
      headers.set('content-length', String(range.to - range.from + 1));
    }
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD') return new Response(null, { status, headers });
    const stream = createReadStream(path, range ? { start: range.from, end: range.to } : {});
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
  }

  async function readable(c: Context, bucketId: string, name: string) {
    const who = await caller(c);
    mustBeValidKey(name);
    await findBucket(pool, bucketId);
    return asCaller(pool, who, (db) => findObject(db, bucketId, name));
  }

  return {
    caller,
    upload,
    serve,
    readable,

    async download(c: Context, bucketId: string, name: string) {
      const row = await readable(c, bucketId, name);
      return serve(c, row, { download: c.req.query('download') });
    },

    /** A public bucket's objects, to anyone (getPublicUrl). */
    async downloadPublic(c: Context, bucketId: string, name: string) {
      mustBeValidKey(name);
      const bucket = await findBucket(pool, bucketId);
      if (!bucket.public) throw ERRORS.noSuchBucket();
      return serve(c, await findObject(pool, bucketId, name), { download: c.req.query('download') });
    },

    /** `info()` and `exists()`: the object's facts as hosted's info renderer gives them. */
    async info(c: Context, bucketId: string, name: string) {
      const row = await readable(c, bucketId, name);
      const meta = row.metadata;
      return c.json({
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: meta?.size ?? null,
        content_type: meta?.mimetype ?? null,
        cache_control: meta?.cacheControl ?? null,
        etag: meta?.eTag ?? null,
        metadata: row.user_metadata,
        last_modified: row.updated_at,
        created_at: row.created_at,
      });
    },

    async list(c: Context, bucketId: string) {
      const who = await caller(c);
      const options = await readJson<ListOptions>(c);
      await findBucket(pool, bucketId);
      return c.json(await asCaller(pool, who, (db) => listObjects(db, bucketId, options)));
    },
  };
}

export type ObjectHandlers = ReturnType<typeof objectHandlers>;
