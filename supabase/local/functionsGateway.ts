import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { jwtVerify } from 'jose';
import { JWT_SECRET } from './config';
import type { FunctionsRunner } from './functions';

const secret = new TextEncoder().encode(JWT_SECRET);

/** /functions/v1/<name>/…: Supabase's JWT check, then the request as the function would get it on hosted. */
export function createFunctionsApp(functions: FunctionsRunner): Hono {
  const app = new Hono();
  app.all('/:name{[^/]+}/*', (c) => forward(c.req.raw, c.req.param('name')));
  app.all('/:name{[^/]+}', (c) => forward(c.req.raw, c.req.param('name')));

  async function forward(request: Request, name: string): Promise<Response> {
    if (!functions.names.includes(name))
      return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
    if (request.method !== 'OPTIONS' && functions.verifyJwt(name)) {
      const token = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
      if (!token) return Response.json({ code: 401, message: 'Missing authorization header' }, { status: 401 });
      const valid = await jwtVerify(token, secret, { algorithms: ['HS256'] }).then(
        () => true,
        () => false,
      );
      if (!valid) return Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 });
    }
    let base: string | null;
    try {
      base = await functions.endpoint(name);
    } catch (error) {
      return Response.json(
        {
          code: 'BOOT_ERROR',
          message: `Function failed to start: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        },
        { status: 503 },
      );
    }
    if (!base)
      return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
    const url = new URL(request.url);
    const rest = url.pathname.replace(/^.*?\/functions\/v1/, '');
    const headers = new Headers(request.headers);
    headers.delete('origin');
    return proxy(`${base}${rest}${url.search}`, { raw: request, headers });
  }

  return app;
}
