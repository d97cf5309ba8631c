import type { Context } from 'hono';
import { ERRORS } from './errors';

/** Room a multipart body needs beyond its file: the boundaries, the part headers and the small fields. */
const MULTIPART_SLACK = 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * How much of a refused body is still read (and dropped) before the answer: a client still sending
 * when the connection closes sees a broken pipe instead of the 413 (undici's fetch did, on a busy
 * machine). Past this, the connection is closed with the answer, unread.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number) {
  for (let size = read; size <= DRAIN_MAX_BYTES;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * Reads at most `maxBytes` of a request body: a Content-Length over it, or a chunked body that
 * passes it, is refused as hosted Storage refuses both, as EntityTooLarge, once the rest is read
 * and dropped (up to DRAIN_MAX_BYTES), so the client reads the answer.
 */
async function readLimited(c: Context, maxBytes: number): Promise<Buffer> {
  const declared = c.req.header('content-length');
  const body = c.req.raw.body;
  if (declared !== undefined && Number(declared) > maxBytes) {
    if (body && Number(declared) <= DRAIN_MAX_BYTES) await drain(body.getReader(), 0);
    throw ERRORS.entityTooLarge();
  }
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader, size);
      throw ERRORS.entityTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

function parseUserMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw ERRORS.invalidRequest('Invalid metadata');
  }
}

/**
 * An upload's file as storage-js sends it: multipart form data (a Blob or File: the file part's
 * type, the `cacheControl` field in seconds, a `metadata` field) or the raw bytes (`content-type`,
 * `cache-control` and a base64 `x-metadata` header), with hosted Storage's defaults.
 */
export async function readUpload(c: Context, maxBytes: number): Promise<UploadedFile> {
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const bytes = await readLimited(c, maxBytes + MULTIPART_SLACK);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw ERRORS.invalidRequest('The multipart body could not be read');
    }
    let file: Blob | undefined;
    for (const [, value] of form.entries()) if (typeof value !== 'string' && !file) file = value;
    if (!file) throw ERRORS.noContent();
    if (file.size > maxBytes) throw ERRORS.entityTooLarge();
    const cacheTime = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseUserMetadata(form.get('metadata') as string | null),
    };
  }
  const header = c.req.header('x-metadata');
  return {
    bytes: await readLimited(c, maxBytes),
    mimetype: contentType || 'text/plain;charset=UTF-8',
    cacheControl: c.req.header('cache-control') || 'no-cache',
    userMetadata: header ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8')) : null,
  };
}

/** A JSON body; a missing or broken one reads as `{}`, so the routes' own checks name what is missing. */
export async function readJson<T extends object>(c: Context): Promise<Partial<T>> {
  try {
    const value: unknown = await c.req.json();
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** Hosted Storage's check of a type against a bucket's list (`image/*` allows every image). */
export function mustBeAllowedMimeType(mimetype: string, allowed: string[] | null) {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimetype.split(';')[0].trim().toLowerCase().split('/');
  if (!subtype) throw ERRORS.invalidMimeType(mimetype);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw ERRORS.invalidMimeType(mimetype);
}
