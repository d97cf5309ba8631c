import { randomUUID } from 'node:crypto';
import { adminClient, createTestClient, latestMail, signedInClient, uniqueEmail } from './support';

/** A valid address of exactly 254 characters (64 before the @, labels of at most 63), unique per call. */
function longestEmail() {
  const local = `${randomUUID().replace(/-/g, '')}${'l'.repeat(32)}`;
  const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(56)}.test`;
  return `${local}@${domain}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function elapsed(call: () => Promise<unknown>) {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

describe('what the auth service takes and refuses', () => {
  const long = 'T'.repeat(72);

  it('refuses a password over 72 characters at sign-up and on update, as GoTrue does', async () => {
    const signUp = await createTestClient().auth.signUp({ email: uniqueEmail(), password: `${long}x` });
    expect(signUp.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });

    const { client } = await signedInClient();
    const update = await client.auth.updateUser({ password: `${long}x` });
    expect(update.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });

  it('signs in with a 72-character password and nothing that only starts with it', async () => {
    const { email } = await signedInClient(uniqueEmail(), long);
    const longer = await createTestClient().auth.signInWithPassword({ email, password: `${long}anything` });
    expect(longer.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect((await createTestClient().auth.signInWithPassword({ email, password: long })).error).toBeNull();
  });

  it('signs up a valid 254-character address and mails it', async () => {
    const email = longestEmail();
    expect(email).toHaveLength(254);
    const { error } = await createTestClient().auth.signUp({ email, password: 'password-123' });
    expect(error).toBeNull();
    expect((await latestMail(email, /confirm/i)).to).toBe(email);
  });

  it('refuses a 256-character address with a sentence, not a failure', async () => {
    const { error } = await createTestClient().auth.signUp({ email: `x${longestEmail()}x`, password: 'password-123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'An email address is too long' });
  });

  it('takes about as long for an unknown address as for a known one, on sign-in and on recovery', async () => {
    const admin = adminClient();
    const known: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('timing');
      await admin.auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
      known.push(email);
    }
    const timings = {
      knownToken: [] as number[],
      unknownToken: [] as number[],
      knownRecover: [] as number[],
      unknownRecover: [] as number[],
    };
    const client = createTestClient();
    // Interleaved, so a busy moment of the machine falls on both sides alike.
    for (const email of known) {
      timings.knownToken.push(
        await elapsed(() => client.auth.signInWithPassword({ email, password: 'wrong-password' })),
      );
      timings.unknownToken.push(
        await elapsed(() =>
          client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
        ),
      );
      // Each known address once, so max_frequency does not answer early.
      timings.knownRecover.push(await elapsed(() => client.auth.resetPasswordForEmail(email)));
      timings.unknownRecover.push(await elapsed(() => client.auth.resetPasswordForEmail(uniqueEmail('nobody'))));
    }
    // Before the dummy hash, an unknown address answered some 40 times faster (4 ms against 150–260 ms).
    const ratio = (a: number[], b: number[]) => median(a) / median(b);
    expect(ratio(timings.unknownToken, timings.knownToken)).toBeGreaterThan(1 / 3);
    expect(ratio(timings.unknownToken, timings.knownToken)).toBeLessThan(3);
    expect(ratio(timings.unknownRecover, timings.knownRecover)).toBeGreaterThan(1 / 3);
    expect(ratio(timings.unknownRecover, timings.knownRecover)).toBeLessThan(3);
  });
});
