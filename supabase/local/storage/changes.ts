import type { Context } from 'hono';
import { mustBeAllowedMimeType, readJson } from './body';
import { asCaller, findBucket, findObject, OBJECT_COLUMNS, writeObject, type ObjectRow } from './db';
import { ERRORS } from './errors';
import { mustBeValidKey } from './files';
import type { ObjectHandlers, ObjectsDeps } from './objects';

/** Move, copy and remove: rows changed under the caller's RLS, their files changed with them. */
export function changeHandlers({ pool, files }: ObjectsDeps, { caller }: ObjectHandlers) {
  /** A move's or copy's body as Storage checks it: the source, the destination, both buckets found. */
  async function readTransfer(c: Context) {
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
    return { bucketId, sourceKey, destinationKey, destinationBucket, target };
  }

  return {
    async move(c: Context) {
      const who = await caller(c);
      const { bucketId, sourceKey, destinationKey, destinationBucket, target } = await readTransfer(c);
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
      const { bucketId, sourceKey, destinationKey, destinationBucket, target } = await readTransfer(c);
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
