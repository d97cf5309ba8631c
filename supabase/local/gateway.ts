import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { Pool } from 'undici';
import { limitBody } from './bodyLimit';
import { BUFFER_MAX_BYTES, compressResponses, wholeAnswer } from './compression';
import { ANON_KEY, REST_POOL_SIZE, SERVICE_ROLE_KEY } from './config';
import { loopbackHostOnly } from './localOnly';
import { isOpenStoragePath } from './storage/app';

/** Auth routes Supabase's gateway leaves open: e-mail links are plain browser GETs without a key. */
const OPEN_AUTH_PATHS = new Set(['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize']);
const API_KEYS = new Set([ANON_KEY, SERVICE_ROLE_KEY]);

/**
 * The largest request body the gateway reads, for every route. The app's largest request is a CSV
 * import: a file of up to 10 MB sent as JSON rows in one call (src/features/data-transfer/csvFile.ts;
 * the account import goes in calls of 2,500 rows, a few hundred KB to a few MB). 32 MiB leaves that
 * CSV room to triple as JSON. Hosted Supabase states no body limit for the Data API (only 16 KB for
 * the URL and headers at its edge); its gateway, Kong, answers an nginx 413 as
 * `{"message":"Payload too large"}` (and Kong's request-size-limiting plugin defaults to 128 MB).
 */
export const BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export interface GatewayOptions {
  restUrl: string;
  auth: Hono;
  /** /functions/v1/<name>: Edge Functions under Deno, with their own JWT check (functions.ts). */
  functions?: Hono;
  /** /storage/v1: the Storage API (storage/app.ts), which limits uploads by each bucket's own size limit. */
  storage?: Hono;
  /** Requests PostgREST gets at once (its database pool); the others wait here, first come first served. */
  restConcurrency?: number;
  /** Bodies over this are refused with 413 (BODY_LIMIT_BYTES). */
  bodyLimitBytes?: number;
}

/**
 * The Kong replacement on port 54321: checks `apikey` as Supabase's gateway
 * does, answers CORS once for every service, compresses JSON (gzip/br), and routes /auth/v1, /rest/v1, /functions/v1
 * and /storage/v1.
 */
export function createGateway({
  restUrl,
  auth,
  functions,
  storage,
  restConcurrency = REST_POOL_SIZE,
  bodyLimitBytes = BODY_LIMIT_BYTES,
}: GatewayOptions): Hono {
  const app = new Hono();
  app.use('*', loopbackHostOnly());
  // Beyond its pool, PostgREST makes a request wait for a connection in no particular order: under
  // load a few waited far longer than the rest (the bench's load run: p99 about 2× the median,
  // against 1.6× with the queue here). undici's pool keeps as many connections as PostgREST has
  // database connections and queues the other requests here, first come first served.
  const rest = new Pool(restUrl, { connections: restConcurrency });

  // Preflights answered by Hono's CORS middleware; every other answer gets its two headers once it
  // is made. (Hono's middleware sets them on `c.res` before the route runs, and then Hono copies
  // each route's answer into a new one, reading its body back as a stream.)
  const preflight = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 3600,
  });
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    try {
      allowCrossOrigin(c.res.headers);
    } catch {
      // An answer straight from fetch has immutable headers: send a copy.
      c.res = new Response(c.res.body, c.res);
      allowCrossOrigin(c.res.headers);
    }
  });

  // A Content-Length over the limit is refused before a byte is read; a chunked body is counted as
  // it arrives and refused at the limit, so at most the limit is ever held (the rest is drained and
  // the connection closed by the Node adapter). Storage reads its uploads itself, up to the bucket's
  // limit, and answers Storage's own error beyond it.
  const limited = limitBody(bodyLimitBytes, (c) => {
    c.header('connection', 'close');
    return c.json(
      {
        message: 'Payload too large',
        hint: `The request body is over the ${bodyLimitBytes / 1024 / 1024} MB the API takes.`,
      },
      413,
    );
  });
  app.use('*', (c, next) => (c.req.path.startsWith('/storage/v1/') ? next() : limited(c, next)));

  // Hosted Supabase compresses API answers at its edge; the local stack does the same, so the
  // bench and the browser see the bytes users get.
  app.use('/rest/v1/*', compressResponses());
  app.use('/auth/v1/*', compressResponses());
  app.use('/storage/v1/*', compressResponses());
  app.use(
    '/auth/v1/*',
    requireApiKey((path) => OPEN_AUTH_PATHS.has(path)),
  );
  app.use(
    '/rest/v1/*',
    requireApiKey(() => false),
  );
  // Signed URLs and public objects are plain links: the token, or the bucket, is the permission.
  app.use(
    '/storage/v1/*',
    requireApiKey((path, method) => isOpenStoragePath(method, path)),
  );

  app.route('/auth/v1', auth);
  if (functions) app.route('/functions/v1', functions);
  if (storage) app.route('/storage/v1', storage);

  app.all('/rest/v1/*', (c) => proxyToRest(rest, c));

  app.get('/', (c) =>
    c.json({
      name: 'Landlord HQ local Supabase gateway',
      services: ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1'],
    }),
  );
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}

/** What a browser's script may read of an answer: PostgREST's and Supabase's own headers. */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Profile',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'X-Sb-Error-Code',
].join(',');

function allowCrossOrigin(headers: Headers) {
  headers.set('access-control-allow-origin', '*');
  headers.set('access-control-expose-headers', EXPOSED_HEADERS);
}

/** Per connection, not passed on (RFC 9110 §7.6.1); undici refuses some of them in a request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
  'content-length',
]);

/**
 * One REST call through undici's pool (its `request`, not `fetch`: under the bench's load run the
 * gateway's one thread spent a fifth of its time in fetch's web streams). PostgREST builds each
 * answer whole and sends it chunked, so an answer up to BUFFER_MAX_BYTES is read into memory and
 * handed to the compression whole; a longer one (an export) goes on as a stream.
 */
async function proxyToRest(rest: Pool, c: Context): Promise<Response> {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'origin') headers[name] = value;
  });
  headers['x-forwarded-proto'] = url.protocol.replace(':', '');
  headers['x-forwarded-host'] = url.host;
  const method = c.req.method;
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(await c.req.arrayBuffer());
  try {
    const upstream = await rest.request({
      method: method as 'GET',
      path: `${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`,
      headers,
      body,
      signal: c.req.raw.signal,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(upstream.headers)) {
      // PostgREST answers CORS itself; two Access-Control-Allow-Origin values break browsers.
      if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('access-control-')) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, one);
    }
    const init = { status: upstream.statusCode, headers: answerHeaders };
    if (method === 'HEAD' || upstream.statusCode === 204 || upstream.statusCode === 304) {
      await upstream.body.dump();
      return new Response(null, init);
    }
    const chunks = upstream.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let size = 0;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return wholeAnswer(c.req.header('accept-encoding'), Buffer.concat(head), init);
      head.push(next.value);
      size += next.value.byteLength;
      if (size > BUFFER_MAX_BYTES) break;
    }
    // An export: the rest follows as PostgREST sends it (a failure from here on breaks the body).
    async function* all() {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    return new Response(Readable.toWeb(Readable.from(all())) as ReadableStream<Uint8Array>, init);
  } catch {
    // What Supabase's gateway answers when the API behind it cannot be reached or breaks off.
    return c.json({ message: 'An invalid response was received from the upstream server' }, 502);
  }
}

function requireApiKey(isOpen: (path: string, method: string) => boolean) {
  return async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === 'OPTIONS' || isOpen(c.req.path, c.req.method)) return next();
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
