import { Hono, type Context } from 'hono';
import type { Pool } from 'pg';
import { ERRORS, toStorageError } from './errors';
import { createFileStore } from './files';
import { changeHandlers } from './changes';
import { objectHandlers } from './objects';
import { signedHandlers } from './signed';

export interface StorageOptions {
  pool: Pool;
  /** Where the objects' bytes live: `<data dir>/storage`. */
  root: string;
  jwtSecret: string;
}

/** Object routes a request without key or session may use: signed URLs (download and upload) and public buckets. */
export function isOpenStoragePath(method: string, path: string) {
  if (method === 'PUT') return path.startsWith('/storage/v1/object/upload/sign/');
  return (method === 'GET' || method === 'HEAD') && /^\/storage\/v1\/object\/(sign|public)\//.test(path);
}

/**
 * A local Supabase Storage for the object API storage-js uses; mount it at /storage/v1. Paths are
 * read from the raw URL, each segment decoded, since object names may hold any of S3's safe characters.
 */
export function createStorageApp({ pool, root, jwtSecret }: StorageOptions): Hono {
  const deps = { pool, files: createFileStore(root), secret: new TextEncoder().encode(jwtSecret) };
  const reads = objectHandlers(deps);
  const objects = { ...reads, ...signedHandlers(deps, reads), ...changeHandlers(deps, reads) };
  const app = new Hono();
  app.onError((error, c) => {
    const storageError = toStorageError(error);
    // A refused upload's rest was read only up to a limit (body.ts): the connection ends with the answer.
    if (storageError.code === 'EntityTooLarge') c.header('connection', 'close');
    return c.json(storageError.render(), storageError.httpStatus as 400);
  });

  app.all('/object/*', (c) => {
    const pathname = new URL(c.req.url).pathname;
    const after = pathname.slice(pathname.indexOf('/object/') + '/object/'.length);
    let parts: string[];
    try {
      parts = after.split('/').map(decodeURIComponent);
    } catch {
      throw ERRORS.invalidRequest('Invalid path');
    }
    return route(c, c.req.method, parts);
  });
  app.get('/status', (c) => c.text(''));
  app.notFound((c) =>
    c.json(
      {
        statusCode: '404',
        code: 'NotFound',
        error: 'Not Found',
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );

  function route(c: Context, method: string, parts: string[]): Promise<Response> | Response {
    const [first, second, ...rest] = parts;
    const name = (from: number) => parts.slice(from).join('/');
    const notFound = () =>
      c.json(
        { statusCode: '404', code: 'NotFound', error: 'Not Found', message: `Route ${method}:${c.req.path} not found` },
        404,
      );
    switch (method) {
      case 'POST':
        if (first === 'list' && parts.length === 2) return objects.list(c, second);
        if (first === 'move' && parts.length === 1) return objects.move(c);
        if (first === 'copy' && parts.length === 1) return objects.copy(c);
        if (first === 'upload' && second === 'sign' && parts.length >= 4)
          return objects.signUpload(c, parts[2], name(3));
        if (first === 'sign' && parts.length === 2) return objects.signMany(c, second);
        if (first === 'sign' && rest.length > 0) return objects.sign(c, second, name(2));
        if (parts.length >= 2) return objects.upload(c, first, name(1), c.req.header('x-upsert') === 'true');
        return notFound();
      case 'PUT':
        if (first === 'upload' && second === 'sign' && parts.length >= 4)
          return objects.uploadSigned(c, parts[2], name(3));
        if (parts.length >= 2) return objects.upload(c, first, name(1), true);
        return notFound();
      case 'GET':
      case 'HEAD':
        if (first === 'sign' && rest.length > 0) return objects.downloadSigned(c, second, name(2));
        if (first === 'public' && rest.length > 0) return objects.downloadPublic(c, second, name(2));
        if (first === 'authenticated' && rest.length > 0) return objects.download(c, second, name(2));
        if (first === 'info') {
          if ((second === 'authenticated' || second === 'public') && parts.length >= 4)
            return objects.info(c, parts[2], name(3));
          if (rest.length > 0) return objects.info(c, second, name(2));
          return notFound();
        }
        if (parts.length >= 2) return objects.download(c, first, name(1));
        return notFound();
      case 'DELETE':
        if (parts.length === 1 && first) return objects.removeMany(c, first);
        if (parts.length >= 2) return objects.removeOne(c, first, name(1));
        return notFound();
      default:
        return notFound();
    }
  }

  return app;
}
