import type { Context, MiddlewareHandler } from 'hono';

/**
 * Refuses a request body over `maxBytes` with `refuse(c)`: at once when its Content-Length says so
 * (nothing read), else by counting a chunked body as it arrives and stopping at the limit. Hono's
 * own bodyLimit grows one buffer by doubling, which held twice the limit for a refused body; here
 * the chunks are kept as they come and joined once, for a body that passes.
 */
export function limitBody(maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding'))
      return Number(declared) > maxBytes ? refuse(c) : next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        chunks.length = 0;
        // The rest is not read: the Node adapter drains a little, then closes the connection.
        reader.releaseLock();
        return refuse(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}
