import { Hono } from 'hono';
import { mustBeAllowedMimeType, readUpload } from './body';
import { toStorageError } from './errors';

/** readUpload behind a route, answering what it read, as the object routes call it. */
function app(limit: number) {
  const hono = new Hono();
  hono.onError((error, c) => c.json(toStorageError(error).render(), 400));
  hono.post('/', async (c) => {
    const file = await readUpload(c, limit);
    return c.json({ ...file, bytes: Buffer.from(file.bytes).toString() });
  });
  return hono;
}

describe('reading an upload', () => {
  it('reads raw bytes with their content type, cache-control and x-metadata', async () => {
    const res = await app(100).request('/', {
      method: 'POST',
      headers: {
        'content-type': 'application/pdf',
        'cache-control': 'max-age=3600',
        'x-metadata': Buffer.from('{"kind":"Lease"}').toString('base64'),
      },
      body: 'hello',
    });
    expect(await res.json()).toEqual({
      bytes: 'hello',
      mimetype: 'application/pdf',
      cacheControl: 'max-age=3600',
      userMetadata: { kind: 'Lease' },
    });
  });

  it('reads form data as storage-js sends a Blob: the file part and its type, cacheControl in seconds', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob(['picture'], { type: 'image/png' }));
    const res = await app(100).request('/', { method: 'POST', body: form });
    expect(await res.json()).toEqual({
      bytes: 'picture',
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      userMetadata: null,
    });
  });

  it('refuses a body over the limit, whether it says so or not', async () => {
    const declared = await app(4).request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'content-length': '5' },
      body: 'hello',
    });
    expect(await declared.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    const chunked = await app(4).request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('hel'));
          controller.enqueue(new TextEncoder().encode('lo'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await chunked.json()).toMatchObject({ statusCode: '413' });

    const form = new FormData();
    form.append('', new Blob(['hello'], { type: 'image/png' }));
    const multipart = await app(4).request('/', { method: 'POST', body: form });
    expect(await multipart.json()).toMatchObject({ statusCode: '413' });
  });
});

describe("a bucket's allowed types", () => {
  const allowed = ['application/pdf', 'image/*'];
  it.each(['application/pdf', 'image/png', 'image/heic', 'application/pdf; charset=binary'])('takes %s', (type) => {
    expect(() => mustBeAllowedMimeType(type, allowed)).not.toThrow();
  });
  it.each(['text/plain', 'application/x-pdf', 'pdf', 'text/plain;charset=UTF-8'])('refuses %s', (type) => {
    expect(() => mustBeAllowedMimeType(type, allowed)).toThrow(
      expect.objectContaining({ statusCode: 415, message: `mime type ${type} is not supported` }),
    );
  });
  it('takes anything when the bucket names no types', () => {
    expect(() => mustBeAllowedMimeType('text/plain', null)).not.toThrow();
    expect(() => mustBeAllowedMimeType('text/plain', [])).not.toThrow();
  });
});
