import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Pool } from 'pg';
import { mustBeAllowedMimeType, readJson, readUpload } from './body';
import { callerOf, type Caller } from './caller';
import {
  asCaller,
  findBucket,
  findObject,
  OBJECT_COLUMNS,
  writeObject,
  type ObjectMetadata,
  type ObjectRow,
} from './db';
import { ERRORS } from './errors';
import { mustBeValidKey, type FileStore } from './files';
import { listObjects, type ListOptions } from './list';
import { signObjectUrl, signUploadUrl, verifyObjectToken } from './signing';

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
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, { status: 200, headers });
  }

  async function readable(c: Context, bucketId: string, name: string) {
    const who = await caller(c);
    mustBeValidKey(name);
    await findBucket(pool, bucketId);
    return asCaller(pool, who, (db) => findObject(db, bucketId, name));
  }

  return {
    upload,

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

    async sign(c: Context, bucketId: string, name: string) {
      const { expiresIn } = await readJson<{ expiresIn: number }>(c);
      if (typeof expiresIn !== 'number' || !(expiresIn >= 1))
        throw ERRORS.invalidRequest("body must have required property 'expiresIn'");
      await readable(c, bucketId, name);
      return c.json({ signedURL: await signObjectUrl(secret, bucketId, name, Math.floor(expiresIn)) });
    },

    async signMany(c: Context, bucketId: string) {
      const who = await caller(c);
      const { expiresIn, paths } = await readJson<{ expiresIn: number; paths: string[] }>(c);
      if (typeof expiresIn !== 'number' || !(expiresIn >= 1))
        throw ERRORS.invalidRequest("body must have required property 'expiresIn'");
      if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string'))
        throw ERRORS.invalidRequest("body must have required property 'paths'");
      const found = await asCaller(pool, who, async (db) => {
        const { rows } = await db.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name = any($2)',
          [bucketId, paths],
        );
        return new Set(rows.map((r) => r.name));
      });
      return c.json(
        await Promise.all(
          paths.map(async (path) =>
            found.has(path)
              ? { error: null, path, signedURL: await signObjectUrl(secret, bucketId, path, Math.floor(expiresIn)) }
              : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
          ),
        ),
      );
    },

    /** A signed URL: no key or session, only the token, which must name this object and not have expired. */
    async downloadSigned(c: Context, bucketId: string, name: string) {
      const token = c.req.query('token');
      if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
      const { exp } = await verifyObjectToken(secret, token, bucketId, name);
      const row = await findObject(pool, bucketId, name);
      return serve(c, row, { download: c.req.query('download'), expires: new Date(exp * 1000).toUTCString() });
    },

    /**
     * `createSignedUploadUrl`: the caller's right to write there is tried now (an insert rolled
     * back, as hosted's canUpload does); the upload itself then needs only the token.
     */
    async signUpload(c: Context, bucketId: string, name: string) {
      const who = await caller(c);
      mustBeValidKey(name);
      await findBucket(pool, bucketId);
      const upsert = c.req.header('x-upsert') === 'true';
      const metadata = {
        eTag: '',
        size: 0,
        mimetype: '',
        cacheControl: '',
        lastModified: '',
        contentLength: 0,
        httpStatusCode: 200,
      };
      await asCaller(pool, who, (db) => writeObject(db, who, { bucket: bucketId, name, metadata }, upsert), {
        rollback: true,
      });
      return c.json(await signUploadUrl(secret, bucketId, name, who.sub, upsert));
    },

    /** `uploadToSignedUrl`: written as hosted writes it, past RLS, owned by whoever signed the URL. */
    async uploadSigned(c: Context, bucketId: string, name: string) {
      const token = c.req.query('token');
      if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
      const { owner, upsert } = await verifyObjectToken(secret, token, bucketId, name, 'upload');
      const response = await upload(c, bucketId, name, upsert === true, {
        role: 'service_role',
        claims: { role: 'service_role', sub: owner },
        sub: owner,
      });
      const { Key } = (await response.json()) as { Key: string };
      return c.json({ Key });
    },

    async list(c: Context, bucketId: string) {
      const who = await caller(c);
      const options = await readJson<ListOptions>(c);
      await findBucket(pool, bucketId);
      return c.json(await asCaller(pool, who, (db) => listObjects(db, bucketId, options)));
    },

    async move(c: Context) {
      const who = await caller(c);
      const body = await readJson<{
        bucketId: string;
        sourceKey: string;
        destinationKey: string;
        destinationBucket?: string;
      }>(c);
      for (const key of ['bucketId', 'sourceKey', 'destinationKey'] as const)
        if (typeof body[key] !== 'string') throw ERRORS.invalidRequest(`body must have required property '${key}'`);
      const { bucketId, sourceKey, destinationKey } = body as Required<typeof body>;
      const destinationBucket = body.destinationBucket || bucketId;
      mustBeValidKey(sourceKey);
      mustBeValidKey(destinationKey);
      await findBucket(pool, bucketId);
      const target = await findBucket(pool, destinationBucket);
      const row = await asCaller(pool, who, async (db) => {
        const source = await findObject(db, bucketId, sourceKey);
        if (target.id !== bucketId) checkAgainst(target, source);
        const { rows } = await db.query<ObjectRow>(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
           where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
          [bucketId, sourceKey, destinationBucket, destinationKey],
        );
        if (!rows[0]) throw ERRORS.noSuchKey();
        await files.move(bucketId, sourceKey, destinationBucket, destinationKey);
        return rows[0];
      });
      return c.json({ message: 'Successfully moved', Id: row.id, Key: row.name });
    },

    async copy(c: Context) {
      const who = await caller(c);
      const body = await readJson<{
        bucketId: string;
        sourceKey: string;
        destinationKey: string;
        destinationBucket?: string;
      }>(c);
      for (const key of ['bucketId', 'sourceKey', 'destinationKey'] as const)
        if (typeof body[key] !== 'string') throw ERRORS.invalidRequest(`body must have required property '${key}'`);
      const { bucketId, sourceKey, destinationKey } = body as Required<typeof body>;
      const destinationBucket = body.destinationBucket || bucketId;
      mustBeValidKey(sourceKey);
      mustBeValidKey(destinationKey);
      await findBucket(pool, bucketId);
      const target = await findBucket(pool, destinationBucket);
      const upsert = c.req.header('x-upsert') === 'true';
      let temp: string | undefined;
      try {
        const row = await asCaller(pool, who, async (db) => {
          const source = await findObject(db, bucketId, sourceKey);
          checkAgainst(target, source);
          temp = await files.stageCopy(bucketId, sourceKey);
          const metadata = { ...source.metadata!, lastModified: new Date().toISOString() };
          const written = await writeObject(
            db,
            who,
            { bucket: destinationBucket, name: destinationKey, metadata, userMetadata: source.user_metadata },
            upsert,
          );
          await files.place(temp, destinationBucket, destinationKey);
          return written;
        });
        return c.json({ Id: row.id, Key: `${destinationBucket}/${destinationKey}`, ...row });
      } finally {
        if (temp) await files.discard(temp);
      }
    },

    async removeMany(c: Context, bucketId: string) {
      const who = await caller(c);
      const { prefixes } = await readJson<{ prefixes: string[] }>(c);
      if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string'))
        throw ERRORS.invalidRequest("body must have required property 'prefixes'");
      await findBucket(pool, bucketId);
      const rows = await asCaller(
        pool,
        who,
        async (db) =>
          (
            await db.query<ObjectRow>(
              `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
              [bucketId, prefixes],
            )
          ).rows,
        { allowDelete: true },
      );
      // After the commit: a delete that fails keeps its files.
      for (const row of rows) await files.remove(row.bucket_id, row.name);
      return c.json(rows);
    },

    async removeOne(c: Context, bucketId: string, name: string) {
      const who = await caller(c);
      mustBeValidKey(name);
      await findBucket(pool, bucketId);
      const rows = await asCaller(
        pool,
        who,
        async (db) =>
          (
            await db.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = $2 returning name', [
              bucketId,
              name,
            ])
          ).rows,
        { allowDelete: true },
      );
      if (!rows[0]) throw ERRORS.noSuchKey();
      await files.remove(bucketId, name);
      return c.json({ message: 'Successfully deleted' });
    },
  };
}

/** An object moved or copied into another bucket must fit that bucket's limits. */
function checkAgainst(
  bucket: { file_size_limit: number | null; allowed_mime_types: string[] | null },
  source: ObjectRow,
) {
  const size = source.metadata?.size ?? 0;
  if (bucket.file_size_limit !== null && size > bucket.file_size_limit) throw ERRORS.entityTooLarge();
  mustBeAllowedMimeType(source.metadata?.mimetype ?? 'application/octet-stream', bucket.allowed_mime_types);
}
