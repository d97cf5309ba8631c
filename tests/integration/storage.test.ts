import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { StorageApiError } from '@supabase/storage-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { DEMO_ACCOUNT, JWT_SECRET } from '../../supabase/local/config';
import { INTEGRATION_DATA_DIR } from './ports';
import { ANON_KEY, API_URL, createTestClient, signedInClient, withDb } from './support';

/** Where the integration stack keeps the objects' bytes. */
const STORAGE_DIR = path.resolve(__dirname, '..', '..', INTEGRATION_DATA_DIR, 'storage');
const fileOnDisk = (name: string) => path.join(STORAGE_DIR, 'documents', ...name.split('/'));

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const bucket = (client: SupabaseClient) => client.storage.from('documents');

/** The error storage-js gives back, as hosted Storage renders it (statusCode in the body, HTTP 400). */
function expectStorageError(error: unknown, statusCode: string, message?: string | RegExp) {
  expect(error).toBeInstanceOf(StorageApiError);
  const apiError = error as StorageApiError;
  expect(apiError.statusCode).toBe(statusCode);
  expect(apiError.status).toBe(400);
  if (message) expect(apiError.message).toMatch(message);
}

async function text(blob: Blob | null) {
  return blob ? Buffer.from(await blob.arrayBuffer()).toString() : null;
}

async function rowCount(name: string) {
  return withDb(async (db) =>
    Number(
      (await db.query(`select count(*) from storage.objects where bucket_id = 'documents' and name = $1`, [name]))
        .rows[0].count,
    ),
  );
}

describe('Storage: the documents bucket through supabase-js', () => {
  let owner: SupabaseClient;
  let ownerId: string;
  let attacker: SupabaseClient;
  let attackerId: string;
  let anon: SupabaseClient;
  let n = 0;
  const mine = (file = `file-${++n}.pdf`) => `${ownerId}/${file}`;

  beforeAll(async () => {
    const first = await signedInClient();
    owner = first.client;
    ownerId = first.user.id;
    const second = await signedInClient();
    attacker = second.client;
    attackerId = second.user.id;
    anon = createTestClient();
  });

  it('uses the real storage-js under Jest', () => {
    expect(owner.storage.constructor.name).toBe('StorageClient');
  });

  it('uploads, downloads and describes a file, recording it as hosted Storage does', async () => {
    const name = mine();
    const { data, error } = await bucket(owner).upload(name, pdf('lease'), { contentType: 'application/pdf' });
    expect(error).toBeNull();
    expect(data).toEqual({ path: name, id: expect.any(String), fullPath: `documents/${name}` });

    const download = await bucket(owner).download(name);
    expect(await text(download.data)).toBe(pdf('lease').toString());

    const info = await bucket(owner).info(name);
    expect(info.data).toMatchObject({
      name,
      bucketId: 'documents',
      size: pdf('lease').length,
      contentType: 'application/pdf',
    });
    expect((await bucket(owner).exists(name)).data).toBe(true);

    const row = await withDb(
      async (db) =>
        (await db.query(`select owner, owner_id, metadata from storage.objects where name = $1`, [name])).rows[0],
    );
    expect(row).toMatchObject({
      owner: ownerId,
      owner_id: ownerId,
      metadata: {
        size: pdf('lease').length,
        contentLength: pdf('lease').length,
        mimetype: 'application/pdf',
        cacheControl: 'max-age=3600',
        eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
        lastModified: expect.any(String),
        httpStatusCode: 200,
      },
    });
    expect(existsSync(fileOnDisk(name))).toBe(true);
  });

  it("answers HEAD with the file's headers alone, an unchanged file with 304 and a byte range with 206", async () => {
    const name = mine();
    await bucket(owner).upload(name, pdf('head'), { contentType: 'application/pdf' });
    const { session } = (await owner.auth.getSession()).data;
    const url = `${API_URL}/storage/v1/object/authenticated/documents/${name}`;
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${session!.access_token}` };
    const head = await fetch(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(pdf('head').length));
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect(await head.text()).toBe('');
    const again = await fetch(url, { headers: { ...headers, 'if-none-match': head.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const part = await fetch(url, { headers: { ...headers, range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${pdf('head').length}`);
    expect(await part.text()).toBe('%PDF');
    const beyond = await fetch(url, { headers: { ...headers, range: 'bytes=9999-' } });
    expect(beyond.status).toBe(416);
  });

  it('takes a Blob as multipart form data, with its own type', async () => {
    const name = mine('receipt.png');
    const png = new Blob([Buffer.from('\x89PNG fake')], { type: 'image/png' });
    const { error } = await bucket(owner).upload(name, png, { cacheControl: '60' });
    expect(error).toBeNull();
    const info = await bucket(owner).info(name);
    expect(info.data).toMatchObject({ contentType: 'image/png', cacheControl: 'max-age=60', size: png.size });
    const download = await bucket(owner).download(name);
    expect(download.data?.type).toBe('image/png');
  });

  it('refuses a second upload to the same name unless it is an upsert', async () => {
    const name = mine();
    await bucket(owner).upload(name, pdf('first'), { contentType: 'application/pdf' });
    const again = await bucket(owner).upload(name, pdf('second'), { contentType: 'application/pdf' });
    expectStorageError(again.error, '409', 'The resource already exists');
    expect(await text((await bucket(owner).download(name)).data)).toContain('first');

    const upsert = await bucket(owner).upload(name, pdf('upserted'), { contentType: 'application/pdf', upsert: true });
    expect(upsert.error).toBeNull();
    expect(await text((await bucket(owner).download(name)).data)).toContain('upserted');

    const update = await bucket(owner).update(name, pdf('updated'), { contentType: 'application/pdf' });
    expect(update.error).toBeNull();
    expect(await text((await bucket(owner).download(name)).data)).toContain('updated');
    expect(await rowCount(name)).toBe(1);
  });

  it('refuses a file over the bucket’s 10 MB and a type it does not take, leaving nothing behind', async () => {
    const big = mine();
    const tooBig = await bucket(owner).upload(big, Buffer.alloc(10 * 1024 * 1024 + 1, 1), {
      contentType: 'application/pdf',
    });
    expectStorageError(tooBig.error, '413', 'The object exceeded the maximum allowed size');
    expect(await rowCount(big)).toBe(0);
    expect(existsSync(fileOnDisk(big))).toBe(false);

    const bigBlob = await bucket(owner).upload(
      big,
      new Blob([Buffer.alloc(10 * 1024 * 1024 + 1, 1)], { type: 'application/pdf' }),
    );
    expectStorageError(bigBlob.error, '413');

    const textFile = mine('notes.txt');
    const wrongType = await bucket(owner).upload(textFile, Buffer.from('plain'), { contentType: 'text/plain' });
    expectStorageError(wrongType.error, '415', 'mime type text/plain is not supported');
    expect((wrongType.error as StorageApiError).code).toBe('InvalidMimeType');
    expect(await rowCount(textFile)).toBe(0);
    expect(existsSync(fileOnDisk(textFile))).toBe(false);

    const exactly = await bucket(owner).upload(mine(), Buffer.alloc(10 * 1024 * 1024, 1), {
      contentType: 'application/pdf',
    });
    expect(exactly.error).toBeNull();
  });

  it('answers a missing object with hosted Storage’s not-found error', async () => {
    const { error } = await bucket(owner).download(mine('missing.pdf'));
    expectStorageError(error, '404', 'Object not found');
    const info = await bucket(owner).exists(mine('missing.pdf'));
    expect(info.data).toBe(false);
    const noBucket = await owner.storage.from('nope').download(mine());
    expectStorageError(noBucket.error, '404', 'Bucket not found');
  });

  describe('signed URLs', () => {
    let name: string;
    beforeAll(async () => {
      name = mine('signed lease.pdf');
      const { error } = await bucket(owner).upload(name, pdf('signed'), { contentType: 'application/pdf' });
      expect(error).toBeNull();
    });

    it('serve the file to anyone holding the link, without a key or a session', async () => {
      const { data, error } = await bucket(owner).createSignedUrl(name, 60);
      expect(error).toBeNull();
      const res = await fetch(data!.signedUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('expires')).toBeTruthy();
      expect(await res.text()).toBe(pdf('signed').toString());
    });

    it('ask for a download under a given name', async () => {
      const { data } = await bucket(owner).createSignedUrl(name, 60, { download: 'Lease 2026.pdf' });
      const res = await fetch(data!.signedUrl);
      expect(res.headers.get('content-disposition')).toBe(
        "attachment; filename=Lease%202026.pdf; filename*=UTF-8''Lease%202026.pdf",
      );
    });

    it('are signed in a batch, one error per path the caller cannot read', async () => {
      const { data, error } = await bucket(owner).createSignedUrls([name, mine('nothing.pdf')], 60);
      expect(error).toBeNull();
      expect(data![0]).toMatchObject({ error: null, path: name, signedUrl: expect.stringContaining('token=') });
      expect(data![1]).toMatchObject({
        error: 'Either the object does not exist or you do not have access to it',
        signedUrl: null,
      });
      expect((await fetch(data![0].signedUrl!)).status).toBe(200);
    });

    it('are refused when expired, tampered with or used for another object', async () => {
      const secret = new TextEncoder().encode(JWT_SECRET);
      const base = `${API_URL}/storage/v1/object/sign/documents/${encodeURI(name)}`;
      const past = Math.floor(Date.now() / 1000) - 10;
      const expired = await new SignJWT({ url: `documents/${name}`, scope: 'download' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(past - 60)
        .setExpirationTime(past)
        .sign(secret);
      const expiredRes = await fetch(`${base}?token=${expired}`);
      expect(expiredRes.status).toBe(400);
      expect(await expiredRes.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: /exp/ });

      const { data } = await bucket(owner).createSignedUrl(name, 60);
      const token = new URL(data!.signedUrl).searchParams.get('token')!;
      const [head, body, signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ url: `documents/${mine('other.pdf')}`, exp: 9e9 })).toString(
        'base64url',
      );
      const tampered = await fetch(`${base}?token=${head}.${forged}.${signature}`);
      expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

      const other = mine('other.pdf');
      await bucket(owner).upload(other, pdf('other'), { contentType: 'application/pdf' });
      const elsewhere = await fetch(
        `${API_URL}/storage/v1/object/sign/documents/${other}?token=${head}.${body}.${signature}`,
      );
      expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    });

    it('stop working once the object is removed', async () => {
      const gone = mine();
      await bucket(owner).upload(gone, pdf('gone'), { contentType: 'application/pdf' });
      const { data } = await bucket(owner).createSignedUrl(gone, 60);
      await bucket(owner).remove([gone]);
      const res = await fetch(data!.signedUrl);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });
  });

  describe('signed upload URLs', () => {
    it('let anyone holding the token upload that one file, owned by whoever signed it', async () => {
      const name = mine('dropped.pdf');
      const { data, error } = await bucket(owner).createSignedUploadUrl(name);
      expect(error).toBeNull();
      expect(await rowCount(name)).toBe(0);
      const upload = await bucket(anon).uploadToSignedUrl(name, data!.token, pdf('dropped'), {
        contentType: 'application/pdf',
      });
      expect(upload.error).toBeNull();
      expect(upload.data).toEqual({ path: name, fullPath: `documents/${name}` });
      expect(await text((await bucket(owner).download(name)).data)).toContain('dropped');
      const row = await withDb(
        async (db) => (await db.query(`select owner from storage.objects where name = $1`, [name])).rows[0],
      );
      expect(row.owner).toBe(ownerId);
      const again = await bucket(anon).uploadToSignedUrl(name, data!.token, pdf('again'), {
        contentType: 'application/pdf',
      });
      expectStorageError(again.error, '409');
    });

    it('are refused to a caller who may not write there, and only serve their own path and purpose', async () => {
      const name = mine('wanted.pdf');
      expectStorageError((await bucket(attacker).createSignedUploadUrl(name)).error, '403');
      expectStorageError((await bucket(anon).createSignedUploadUrl(name)).error, '403');

      const { data } = await bucket(owner).createSignedUploadUrl(name);
      const elsewhere = await bucket(anon).uploadToSignedUrl(mine('other-place.pdf'), data!.token, pdf('x'), {
        contentType: 'application/pdf',
      });
      expectStorageError(elsewhere.error, '400', 'Invalid signature');

      await bucket(owner).upload(mine('readable.pdf'), pdf('r'), { contentType: 'application/pdf' });
      const download = await bucket(owner).createSignedUrl(mine('readable.pdf'), 60);
      const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
      const misuse = await bucket(anon).uploadToSignedUrl(mine('readable.pdf'), downloadToken, pdf('x'), {
        contentType: 'application/pdf',
      });
      expectStorageError(misuse.error, '400', 'Token is not scoped for upload');

      const tooBig = await bucket(anon).uploadToSignedUrl(name, data!.token, Buffer.alloc(10 * 1024 * 1024 + 1), {
        contentType: 'application/pdf',
      });
      expectStorageError(tooBig.error, '413');
      expect(await rowCount(name)).toBe(0);
    });
  });

  it('lists one folder level, folders as entries without an id, and searches by name', async () => {
    const folder = mine('listing');
    for (const file of ['b.pdf', 'a.pdf', 'sub/c.pdf', 'sub/deeper/d.pdf', 'Other/e.pdf'])
      await bucket(owner).upload(`${folder}/${file}`, pdf(file), { contentType: 'application/pdf' });

    const { data, error } = await bucket(owner).list(folder);
    expect(error).toBeNull();
    expect(data!.map((e) => [e.name, e.id === null])).toEqual([
      ['a.pdf', false],
      ['b.pdf', false],
      ['Other', true],
      ['sub', true],
    ]);
    const file = data!.find((e) => e.name === 'a.pdf')!;
    expect(file.metadata).toMatchObject({ size: pdf('a.pdf').length, mimetype: 'application/pdf' });
    const folderEntry = data!.find((e) => e.name === 'sub')!;
    expect(folderEntry).toEqual({
      name: 'sub',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });

    expect((await bucket(owner).list(`${folder}/sub/`)).data!.map((e) => e.name)).toEqual(['c.pdf', 'deeper']);
    expect((await bucket(owner).list(folder, { search: 'b' })).data!.map((e) => e.name)).toEqual(['b.pdf']);
    expect(
      (await bucket(owner).list(folder, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } })).data!.map(
        (e) => e.name,
      ),
    ).toEqual(['Other', 'b.pdf']);
  });

  it('moves and copies a file, its row and its bytes', async () => {
    const from = mine();
    const to = mine('moved/here.pdf');
    await bucket(owner).upload(from, pdf('moving'), { contentType: 'application/pdf' });
    const moved = await bucket(owner).move(from, to);
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ message: 'Successfully moved' });
    expect(await text((await bucket(owner).download(to)).data)).toContain('moving');
    expectStorageError((await bucket(owner).download(from)).error, '404');
    expect(existsSync(fileOnDisk(from))).toBe(false);

    const copy = mine('copy.pdf');
    const copied = await bucket(owner).copy(to, copy);
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `documents/${copy}` });
    expect(await text((await bucket(owner).download(copy)).data)).toContain('moving');
    expect(await text((await bucket(owner).download(to)).data)).toContain('moving');

    const onto = await bucket(owner).move(copy, to);
    expectStorageError(onto.error, '409', 'The resource already exists');
  });

  it('removes files, rows and bytes, and answers the removed objects', async () => {
    const a = mine();
    const b = mine();
    await bucket(owner).upload(a, pdf('a'), { contentType: 'application/pdf' });
    await bucket(owner).upload(b, pdf('b'), { contentType: 'application/pdf' });
    const { data, error } = await bucket(owner).remove([a, b, mine('never.pdf')]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual([a, b].sort());
    expect(data![0]).toMatchObject({ bucket_id: 'documents', id: expect.any(String), metadata: expect.any(Object) });
    expect(await rowCount(a)).toBe(0);
    expect(existsSync(fileOnDisk(a))).toBe(false);
    expect(existsSync(fileOnDisk(b))).toBe(false);
  });

  it('refuses a request whose session token is expired or forged', async () => {
    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ role: 'authenticated', sub: ownerId })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    const res = await fetch(`${API_URL}/storage/v1/object/documents/${mine()}`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: /exp/ });
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'));
    const forgedRes = await fetch(`${API_URL}/storage/v1/object/list/documents`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await forgedRes.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    const noKey = await fetch(`${API_URL}/storage/v1/object/documents/${mine()}`);
    expect(noKey.status).toBe(401);
  });

  describe.each([
    ['another signed-in user', () => attacker],
    ['an anonymous caller', () => anon],
  ])('%s, in my folder', (who, them) => {
    let name: string;
    beforeAll(async () => {
      name = mine(`private/lease for ${who.replace(/\W+/g, '-')}.pdf`);
      const { error } = await bucket(owner).upload(name, pdf('private'), { contentType: 'application/pdf' });
      expect(error).toBeNull();
    });
    afterEach(async () => {
      // Whatever they tried, my file is as I left it.
      expect(await text((await bucket(owner).download(name)).data)).toBe(pdf('private').toString());
    });

    it('cannot read, describe or download it', async () => {
      expectStorageError((await bucket(them()).download(name)).error, '404', 'Object not found');
      expectStorageError((await bucket(them()).info(name)).error, '404');
      const authenticated = await fetch(`${API_URL}/storage/v1/object/authenticated/documents/${name}`, {
        headers: { apikey: ANON_KEY },
      });
      expect(await authenticated.json()).toMatchObject({ statusCode: '404' });
    });

    it('cannot list it', async () => {
      expect((await bucket(them()).list(`${ownerId}/private`)).data).toEqual([]);
      expect((await bucket(them()).list(ownerId)).data).toEqual([]);
      expect((await bucket(them()).list()).data).toEqual([]);
    });

    it('cannot sign it', async () => {
      expectStorageError((await bucket(them()).createSignedUrl(name, 60)).error, '404');
      const batch = await bucket(them()).createSignedUrls([name], 60);
      expect(batch.data![0].signedUrl).toBeNull();
    });

    it('cannot upload into it, overwrite it or replace it', async () => {
      const fresh = mine('private/planted.pdf');
      const planted = await bucket(them()).upload(fresh, pdf('planted'), { contentType: 'application/pdf' });
      expectStorageError(planted.error, '403', 'new row violates row-level security policy');
      expect(await rowCount(fresh)).toBe(0);
      expect(existsSync(fileOnDisk(fresh))).toBe(false);

      const overwrite = await bucket(them()).upload(name, pdf('hacked'), {
        contentType: 'application/pdf',
        upsert: true,
      });
      expectStorageError(overwrite.error, '403', 'new row violates row-level security policy');
      const update = await bucket(them()).update(name, pdf('hacked'), { contentType: 'application/pdf' });
      expectStorageError(update.error, '403');
      const duplicate = await bucket(them()).upload(name, pdf('hacked'), { contentType: 'application/pdf' });
      expectStorageError(duplicate.error, '403');
    });

    it('cannot move, copy or delete it, nor move a file of theirs into it', async () => {
      expectStorageError((await bucket(them()).move(name, `${attackerId}/stolen.pdf`)).error, '404');
      expectStorageError((await bucket(them()).copy(name, `${attackerId}/stolen.pdf`)).error, '404');
      const removed = await bucket(them()).remove([name]);
      expect(removed.data).toEqual([]);
      expect(await rowCount(name)).toBe(1);
    });
  });

  it('another user cannot move their own file into my folder', async () => {
    const theirs = `${attackerId}/own.pdf`;
    expect((await bucket(attacker).upload(theirs, pdf('theirs'), { contentType: 'application/pdf' })).error).toBeNull();
    const moved = await bucket(attacker).move(theirs, mine('pushed.pdf'));
    expectStorageError(moved.error, '403', 'new row violates row-level security policy');
    expect(await text((await bucket(attacker).download(theirs)).data)).toBe(pdf('theirs').toString());
  });

  it("gives the seed's documents their files as the stack starts, each readable by its landlord", async () => {
    const demo = createTestClient();
    const { error } = await demo.auth.signInWithPassword(DEMO_ACCOUNT);
    expect(error).toBeNull();
    const { data: documents } = await demo.from('documents').select('object_name, content_type, size_bytes');
    expect(documents!.length).toBeGreaterThan(0);
    for (const doc of documents!) {
      const file = await bucket(demo).download(doc.object_name);
      expect(file.error).toBeNull();
      expect(file.data!.size).toBe(doc.size_bytes);
      expect(file.data!.type).toBe(doc.content_type);
    }
  });

  it('leaves no temporary files behind', () => {
    const temp = path.join(STORAGE_DIR, '.uploads');
    expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
  });
});
