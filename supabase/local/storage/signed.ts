import type { Context } from 'hono';
import { readJson } from './body';
import { asCaller, findBucket, findObject, writeObject } from './db';
import { ERRORS } from './errors';
import { mustBeValidKey } from './files';
import type { ObjectHandlers, ObjectsDeps } from './objects';
import { signObjectUrl, signUploadUrl, verifyObjectToken } from './signing';

/** Signed URLs: made under the caller's RLS, then used with the token alone. */
export function signedHandlers({ pool, secret }: ObjectsDeps, { caller, upload, serve, readable }: ObjectHandlers) {
  return {
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
  };
}
