import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this many bytes compression saves less than it costs (hosted Supabase's edge has a similar floor). */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from a request's Accept-Encoding: br over gzip when both are
 * allowed, honouring q=0 and `*`. null: send the body as it is.
 */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const allowed = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/** JSON (PostgREST's vendor types included), CSV and other text: what is worth compressing. */
export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type.startsWith('application/vnd.pgrst.')
  );
}

/**
 * An answer up to this size is read whole and compressed in one call; a larger one (an export) is
 * compressed as it streams. A page of 100 tasks (60 KB) takes 0.25 ms at brotli's quality 3, less
 * than a round trip to zlib's thread pool or the stream conversions cost the gateway's one thread
 * under load.
 */
export const BUFFER_MAX_BYTES = 1 << 20;

// Brotli's default quality (11) is for precompressing files; on the fly CDNs use 3 to 5. On the
// large account's list reads 3 takes 40% less time than 4 for 1–3% more bytes (about 0.1 KB a page).
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };

function encoder(encoding: Encoding) {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

const compressWhole = (body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);

/** Reads from a body until `min` bytes or its end: whether an answer ends within the buffer (compressed whole) or goes on (streamed). */
async function peek(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  min: number,
): Promise<{ head: Uint8Array[]; size: number; done: boolean }> {
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < min) {
    const { value, done } = await reader.read();
    if (done) return { head, size, done: true };
    head.push(value);
    size += value.byteLength;
  }
  return { head, size, done: false };
}

/** The peeked chunks, then the rest of the body as it arrives: a streamed answer stays streamed. */
function rejoin(
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: boolean,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const { value, done: ended } = await reader.read();
      if (ended) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * Whether an answer is one to compress: text of a kind worth it, not already encoded, not a byte
 * range, not marked no-transform. (Its size and the request's Accept-Encoding decide the rest.)
 */
function worthCompressing(status: number, headers: Headers): boolean {
  // PostgREST answers a page of rows with 206 and `Content-Range: 0-99/2000` (rows, not bytes):
  // a whole JSON body, compressed like any other. A byte range is left alone.
  if (status === 206 && /^\s*bytes/i.test(headers.get('content-range') ?? 'bytes')) return false;
  if (headers.has('content-encoding') || !isCompressible(headers.get('content-type'))) return false;
  return !/(^|,)\s*no-transform\s*(,|$)/i.test(headers.get('cache-control') ?? '');
}

/** The answer depends on Accept-Encoding, whether or not this one is compressed. */
function varyOnEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary || !/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Answers made by `wholeAnswer`: already as the client gets them, so compressResponses passes them on. */
const finished = new WeakSet<Response>();

/**
 * An answer whose body is held whole, made as compressResponses makes it (compressed when the
 * request allows it and it is worth it, `Vary` and `Content-Length` set). The gateway's REST proxy
 * answers this way: compressResponses then leaves it as it is, and nothing reads the body back
 * from a stream (under the bench's load run those conversions cost the gateway's one thread more
 * than brotli itself).
 */
export function wholeAnswer(
  acceptEncoding: string | undefined,
  body: Uint8Array<ArrayBuffer>,
  init: { status: number; headers: Headers },
  minBytes = COMPRESS_MIN_BYTES,
): Response {
  const encoding = pickEncoding(acceptEncoding);
  const noBody = init.status === 204 || init.status === 304;
  const compress = !noBody && !!encoding && body.byteLength >= minBytes && worthCompressing(init.status, init.headers);
  const sent = compress ? compressWhole(body, encoding) : body;
  if (!noBody && worthCompressing(init.status, init.headers)) varyOnEncoding(init.headers);
  if (compress) init.headers.set('content-encoding', encoding);
  if (!noBody) init.headers.set('content-length', String(sent.byteLength));
  const res = new Response(noBody ? null : sent, init);
  finished.add(res);
  return res;
}

/**
 * Compresses answers as hosted Supabase's edge does: gzip or br (Node's zlib) for JSON and text of
 * at least COMPRESS_MIN_BYTES when the request allows it, with `Vary: Accept-Encoding`. Bodies are
 * compressed as they stream; an answer of unknown length is read only up to the floor first.
 */
export function compressResponses(minBytes = COMPRESS_MIN_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (finished.has(res)) return;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 304 ||
      !worthCompressing(res.status, res.headers) ||
      !res.body
    )
      return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const length = Number(res.headers.get('content-length') ?? NaN);
    let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> = res.body;
    let compressed = false;
    if (encoding && !(length < minBytes)) {
      // Read up to the buffer's size: most answers end there and are compressed whole; a longer
      // one goes on as a stream, its first part included. A short one goes out as it came.
      const reader = res.body.getReader();
      const peeked = await peek(
        reader,
        Number.isFinite(length) && length <= BUFFER_MAX_BYTES ? length + 1 : BUFFER_MAX_BYTES,
      );
      if (peeked.done) {
        const whole = Buffer.concat(peeked.head);
        compressed = whole.byteLength >= minBytes;
        body = compressed ? compressWhole(whole, encoding) : new Uint8Array(whole);
      } else {
        compressed = true;
        body = compress(rejoin(peeked.head, reader, false), encoding);
      }
    }
    // A new answer with mutable headers; Hono's `c.res =` copies the earlier answer's headers onto it.
    c.res = new Response(body, res);
    const headers = c.res.headers;
    varyOnEncoding(headers);
    if (body instanceof Uint8Array) headers.set('content-length', String(body.byteLength));
    if (!compressed) return;
    if (!(body instanceof Uint8Array)) headers.delete('content-length');
    headers.set('content-encoding', encoding!);
  };
}

function compress(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const output = encoder(encoding);
  // pipeline passes an upstream failure on to the encoder, so the client sees a broken body, not a hang.
  pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), output, () => undefined);
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
