import { request } from 'node:http';
import { LIMITS_DATA_DIR, LIMITS_PORT_BASE } from './ports';
import { startStackProcess, stopAllStacks, type StackProcess } from './stackProcess';
import { ANON_KEY, SERVICE_ROLE_KEY, createTestClient, listMail, uniqueEmail } from './support';

// A stack of its own with small limits (tests/integration/auth-limits-small.toml): token_refresh 8,
// sign_in_sign_ups 4, token_verifications 12, email_sent 6, max_frequency 60 s. The limits are per IP
// address, so each test talks from an address of its own on the loopback network (127.0.0.0/8)
// and starts with full buckets; email_sent counts for the whole service, so its test comes last.

let stack: StackProcess;

interface Answer {
  status: number;
  body: { code?: number; error_code?: string; msg?: string; access_token?: string; refresh_token?: string };
}

/** The auth API as a client at `ip` reaches it (node:http, whose requests can pick their source address). */
function clientAt(ip: string) {
  return (
    pathname: string,
    body?: unknown,
    { method = 'POST', token }: { method?: string; token?: string } = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${stack.apiUrl}/auth/v1${pathname}`,
        {
          method,
          localAddress: ip,
          headers: {
            apikey: ANON_KEY,
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : {} }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

const OVER_REQUEST_RATE = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };

async function createUser(password = 'password-123') {
  const email = uniqueEmail('limits');
  const { error } = await createTestClient(SERVICE_ROLE_KEY, stack.apiUrl).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { email, password };
}

/** The six-digit code of the newest e-mail to `email`. */
async function mailedCode(email: string) {
  for (let i = 0; i < 50; i++) {
    const [mail] = await listMail(email, stack.mailboxUrl);
    const code = mail && /enter the code: (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was mailed to ${email}`);
}

const otherCode = (code: string, k: number) => String((Number(code) + k) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  stack = await startStackProcess({
    portBase: LIMITS_PORT_BASE,
    dataDir: LIMITS_DATA_DIR,
    wipe: true,
    env: { STACK_AUTH_CONFIG: 'tests/integration/auth-limits-small.toml' },
  });
}, 120_000);

afterAll(async () => {
  await stopAllStacks();
});

describe('the auth service keeps GoTrue limits from config.toml', () => {
  it('refuses the ninth sign-in from one address within 5 minutes (token_refresh), right password or not, and only there', async () => {
    const { email, password } = await createUser();
    const api = clientAt('127.0.0.11');
    for (let i = 0; i < 8; i++) {
      const wrong = await api('/token?grant_type=password', { email, password: `wrong-${i}` });
      expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ error_code: 'invalid_credentials' }) });
    }
    expect(await api('/token?grant_type=password', { email, password })).toEqual({
      status: 429,
      body: OVER_REQUEST_RATE,
    });
    expect((await clientAt('127.0.0.12')('/token?grant_type=password', { email, password })).status).toBe(200);
  });

  it('counts session refreshes against the same limit', async () => {
    const { email, password } = await createUser();
    const api = clientAt('127.0.0.13');
    let session = await api('/token?grant_type=password', { email, password });
    for (let i = 0; i < 7; i++) {
      session = await api('/token?grant_type=refresh_token', { refresh_token: session.body.refresh_token });
      expect(session.status).toBe(200);
    }
    expect(await api('/token?grant_type=refresh_token', { refresh_token: session.body.refresh_token })).toEqual({
      status: 429,
      body: OVER_REQUEST_RATE,
    });
  });

  it('refuses the fifth sign-up from one address (sign_in_sign_ups), each endpoint counted apart', async () => {
    const api = clientAt('127.0.0.14');
    for (let i = 0; i < 4; i++)
      expect((await api('/signup', { email: uniqueEmail(), password: '12345' })).status).toBe(422);
    expect(await api('/signup', { email: uniqueEmail(), password: 'password-123' })).toEqual({
      status: 429,
      body: OVER_REQUEST_RATE,
    });
    expect((await api('/recover', { email: uniqueEmail('nobody') })).status).toBe(200);
  });

  it('refuses the thirteenth verification from one address (token_verifications), links and codes alike', async () => {
    const api = clientAt('127.0.0.15');
    for (let i = 0; i < 12; i++) {
      const wrong = await api('/verify', { type: 'recovery', email: uniqueEmail('nobody'), token: '123456' });
      expect(wrong).toEqual({ status: 403, body: expect.objectContaining({ error_code: 'otp_expired' }) });
    }
    expect(await api('/verify', { type: 'recovery', email: uniqueEmail('nobody'), token: '123456' })).toEqual({
      status: 429,
      body: OVER_REQUEST_RATE,
    });
    expect(await api('/verify?type=recovery&token=abc', undefined, { method: 'GET' })).toEqual({
      status: 429,
      body: OVER_REQUEST_RATE,
    });
  });

  it('voids a recovery code after five wrong ones, so the right one no longer works', async () => {
    const { email } = await createUser();
    const api = clientAt('127.0.0.16');
    expect((await api('/recover', { email })).status).toBe(200);
    const code = await mailedCode(email);
    for (let k = 1; k <= 5; k++) {
      const wrong = await api('/verify', { type: 'recovery', email, token: otherCode(code, k) });
      expect(wrong).toEqual({
        status: 403,
        body: expect.objectContaining({ error_code: 'otp_expired', msg: 'Token has expired or is invalid' }),
      });
    }
    expect(await api('/verify', { type: 'recovery', email, token: code })).toEqual({
      status: 403,
      body: { code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
    });
  });

  it('still takes the right code after four wrong ones', async () => {
    const { email } = await createUser();
    const api = clientAt('127.0.0.17');
    expect((await api('/recover', { email })).status).toBe(200);
    const code = await mailedCode(email);
    for (let k = 1; k <= 4; k++)
      expect((await api('/verify', { type: 'recovery', email, token: otherCode(code, k) })).status).toBe(403);
    const session = await api('/verify', { type: 'recovery', email, token: code });
    expect(session.status).toBe(200);
    expect(session.body.access_token).toBeTruthy();
  });

  it('sends one user one e-mail of a kind per max_frequency: a second recovery or e-mail change is refused', async () => {
    const api = clientAt('127.0.0.18');
    const { email, password } = await createUser();
    expect((await api('/recover', { email })).status).toBe(200);
    const again = await api('/recover', { email });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
    });
    expect(await listMail(email, stack.mailboxUrl)).toHaveLength(1);

    const { access_token: token } = (await api('/token?grant_type=password', { email, password })).body;
    expect((await api('/user', { email: uniqueEmail('new') }, { method: 'PUT', token })).status).toBe(200);
    const secondChange = await api('/user', { email: uniqueEmail('newer') }, { method: 'PUT', token });
    expect(secondChange).toEqual({
      status: 429,
      body: expect.objectContaining({ error_code: 'over_email_send_rate_limit' }),
    });
  });

  it('sends at most email_sent e-mails an hour, all addresses together', async () => {
    const answers: Answer[] = [];
    // Fresh users and addresses, so neither max_frequency nor sign_in_sign_ups is what stops them.
    for (let i = 0; i < 7; i++)
      answers.push(await clientAt(`127.0.0.${30 + i}`)('/recover', { email: (await createUser()).email }));
    expect(answers.map((a) => a.status)).toContain(429);
    expect(answers.find((a) => a.status === 429)?.body).toEqual({
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: 'email rate limit exceeded',
    });
    const res = await fetch(`${stack.mailboxUrl}/api/messages`);
    expect(((await res.json()) as unknown[]).length).toBeLessThanOrEqual(6);
  });
});
