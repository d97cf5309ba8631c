import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import pLimit from 'p-limit';
import { compressResponses } from './compression';
import { ANON_KEY, REST_POOL_SIZE, SERVICE_ROLE_KEY } from './config';

/** Auth routes Supabase's gateway leaves open: e-mail links are plain browser GETs without a key. */
const OPEN_AUTH_PATHS = new Set(['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize']);
const API_KEYS = new Set([ANON_KEY, SERVICE_ROLE_KEY]);

export interface GatewayOptions {
  restUrl: string;
  auth: Hono;
  /** /functions/v1/<name>: Edge Functions under Deno, with their own JWT check (functions.ts). */
  functions?: Hono;
  /** Requests PostgREST gets at once (its database pool); the others wait here, first come first served. */
  restConcurrency?: number;
}

/**
 * The Kong replacement on port 54321: checks `apikey` as Supabase's gateway
 * does, answers CORS once for both services, compresses JSON (gzip/br), and routes /auth/v1, /rest/v1 and /functions/v1.
 */
export function createGateway({ restUrl, auth, functions, restConcurrency = REST_POOL_SIZE }: GatewayOptions): Hono {
  const app = new Hono();
  // Beyond its pool, PostgREST makes a request wait for a connection in no particular order: under
  // load a few waited far longer than the rest (the bench's load run: p99 about 2× the median,
  // against 1.6× with the queue here).
  const toRest = pLimit(restConcurrency);

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: [
        'Content-Range',
        'Content-Profile',
        'Location',
        'Preference-Applied',
        'Range-Unit',
        'X-Supabase-Api-Version',
        'X-Sb-Error-Code',
      ],
      maxAge: 3600,
    }),
  );

  // Hosted Supabase compresses API answers at its edge; the local stack does the same, so the
  // bench and the browser see the bytes users get.
  app.use('/rest/v1/*', compressResponses());
  app.use('/auth/v1/*', compressResponses());
  app.use('/auth/v1/*', requireApiKey((path) => OPEN_AUTH_PATHS.has(path)));
  app.use('/rest/v1/*', requireApiKey(() => false));

  app.route('/auth/v1', auth);
  if (functions) app.route('/functions/v1', functions);

  app.all('/rest/v1/*', async (c) => {
    const url = new URL(c.req.url);
    const target = `${restUrl}${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
    const headers = new Headers(c.req.raw.headers);
    headers.delete('origin');
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    headers.set('x-forwarded-host', url.host);
    // The slot is free once the answer's headers are in: PostgREST sends them with its whole body.
    const upstream = await toRest(() => proxy(target, { raw: c.req.raw, headers }));
    // PostgREST answers CORS itself; two Access-Control-Allow-Origin values break browsers.
    const response = new Response(upstream.body, upstream);
    for (const name of [...response.headers.keys()]) {
      if (name.startsWith('access-control-')) response.headers.delete(name);
    }
    return response;
  });

  app.get('/', (c) => c.json({ name: 'Landlord HQ local Supabase gateway', services: ['/auth/v1', '/rest/v1', '/functions/v1'] }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}

function requireApiKey(isOpen: (path: string) => boolean) {
  return async (c: import('hono').Context, next: () => Promise<void>) => {
    if (c.req.method === 'OPTIONS' || isOpen(c.req.path)) return next();
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        401,
      );
    }
    if (!API_KEYS.has(key)) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    return next();
  };
}
