import { SignJWT } from 'jose';
import { StorageError } from './errors';
import { signObjectUrl, signUploadUrl, verifyObjectToken } from './signing';

const secret = new TextEncoder().encode('a-test-secret-a-test-secret-a-test-secret');
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return (error as StorageError).render();
}

describe('signed URLs', () => {
  it('names the object and carries a token for it, as hosted Storage signs one', async () => {
    const url = await signObjectUrl(secret, 'documents', 'u1/a b.pdf', 60);
    expect(url).toMatch(/^\/object\/sign\/documents\/u1\/a b\.pdf\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const payload = JSON.parse(Buffer.from(tokenOf(url).split('.')[1], 'base64url').toString());
    expect(payload).toEqual({
      url: 'documents/u1/a b.pdf',
      scope: 'download',
      iat: expect.any(Number),
      exp: payload.iat + 60,
    });
    await expect(verifyObjectToken(secret, tokenOf(url), 'documents', 'u1/a b.pdf')).resolves.toEqual(payload);
  });

  it('refuses the token for another object', async () => {
    const url = await signObjectUrl(secret, 'documents', 'u1/a.pdf', 60);
    expect(await refusal(verifyObjectToken(secret, tokenOf(url), 'documents', 'u2/a.pdf'))).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
    });
  });

  it('refuses an expired token, a forged one and one signed with another secret', async () => {
    const past = Math.floor(Date.now() / 1000) - 5;
    const expired = await new SignJWT({ url: 'documents/u1/a.pdf' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(past)
      .sign(secret);
    expect(await refusal(verifyObjectToken(secret, expired, 'documents', 'u1/a.pdf'))).toMatchObject({
      code: 'InvalidJWT',
      message: expect.stringMatching(/exp/),
    });

    const url = await signObjectUrl(secret, 'documents', 'u1/a.pdf', 60);
    const [head, , signature] = tokenOf(url).split('.');
    const body = Buffer.from(JSON.stringify({ url: 'documents/u2/b.pdf', exp: 9e9 })).toString('base64url');
    expect(
      await refusal(verifyObjectToken(secret, `${head}.${body}.${signature}`, 'documents', 'u2/b.pdf')),
    ).toMatchObject({
      code: 'InvalidJWT',
    });

    const other = new TextEncoder().encode('another-secret-another-secret-another');
    const foreign = await signObjectUrl(other, 'documents', 'u1/a.pdf', 60);
    expect(await refusal(verifyObjectToken(secret, tokenOf(foreign), 'documents', 'u1/a.pdf'))).toMatchObject({
      code: 'InvalidJWT',
    });
  });

  it('refuses a token scoped for something else', async () => {
    const upload = await new SignJWT({ url: 'documents/u1/a.pdf', scope: 'upload' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1m')
      .sign(secret);
    expect(await refusal(verifyObjectToken(secret, upload, 'documents', 'u1/a.pdf'))).toMatchObject({
      code: 'InvalidSignature',
    });
  });

  it('makes upload tokens that carry their owner and upsert, good for uploads only', async () => {
    const { url, token } = await signUploadUrl(secret, 'documents', 'u1/a.pdf', 'u1', true);
    expect(url).toBe(`/object/upload/sign/documents/u1/a.pdf?token=${token}`);
    await expect(verifyObjectToken(secret, token, 'documents', 'u1/a.pdf', 'upload')).resolves.toMatchObject({
      owner: 'u1',
      upsert: true,
      scope: 'upload',
    });
    expect(await refusal(verifyObjectToken(secret, token, 'documents', 'u1/a.pdf'))).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
  });
});
