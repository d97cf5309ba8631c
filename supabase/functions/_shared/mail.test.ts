import { createHttpMailer, MailError } from './mail.ts';

const message = {
  to: 'lee@example.test',
  subject: 'Daily digest',
  html: '<p>Hi</p>',
  text: 'Hi',
  headers: { 'X-Test': '1' },
  idempotencyKey: 'digest-u-daily-2026-11-24',
};

describe('the Resend-style HTTP mailer', () => {
  it('posts the message to {baseUrl}/emails with the key, the sender and the idempotency key', async () => {
    const fetchFn = jest.fn(async () => Response.json({ id: 'msg-1' }));
    const mailer = createHttpMailer({
      baseUrl: 'https://mail.example.test/',
      apiKey: 're_key',
      from: 'Landlord HQ <d@example.test>',
      fetch: fetchFn as typeof fetch,
    });
    await expect(mailer.send(message)).resolves.toBe('msg-1');
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mail.example.test/emails');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: 'Bearer re_key',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'digest-u-daily-2026-11-24',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      from: 'Landlord HQ <d@example.test>',
      to: ['lee@example.test'],
      subject: 'Daily digest',
      html: '<p>Hi</p>',
      text: 'Hi',
      headers: { 'X-Test': '1' },
    });
  });

  it.each([
    [
      422,
      { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
      'The mail API answered 422: Invalid `to` field.',
    ],
    [500, { message: 'Internal error' }, 'The mail API answered 500: Internal error'],
    [502, null, 'The mail API answered 502'],
  ])('rejects a %i answer as not sent', async (status, body, error) => {
    const fetchFn = async () => (body ? Response.json(body, { status }) : new Response('Bad gateway', { status }));
    const mailer = createHttpMailer({
      baseUrl: 'https://mail.example.test',
      apiKey: 'k',
      from: 'f@example.test',
      fetch: fetchFn as typeof fetch,
    });
    const sent = mailer.send(message);
    await expect(sent).rejects.toThrow(new MailError(error, status));
    await expect(sent).rejects.toMatchObject({ status });
  });

  it('gives up on a provider that does not answer in time, as not sent', async () => {
    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const mailer = createHttpMailer({
      baseUrl: 'https://mail.example.test',
      apiKey: 'k',
      from: 'f@example.test',
      timeoutMs: 50,
      fetch: hang as typeof fetch,
    });
    const sent = mailer.send(message);
    await expect(sent).rejects.toThrow('The mail API did not answer within 50 ms');
    await expect(sent).rejects.toMatchObject({ name: 'MailError', status: null });
  });

  it('says so when the provider cannot be reached', async () => {
    const refuse = async () => {
      throw new TypeError('fetch failed');
    };
    const mailer = createHttpMailer({
      baseUrl: 'https://mail.example.test',
      apiKey: 'k',
      from: 'f@example.test',
      fetch: refuse as typeof fetch,
    });
    const sent = mailer.send(message);
    await expect(sent).rejects.toThrow('The mail API could not be reached: fetch failed');
    await expect(sent).rejects.toMatchObject({ status: null });
  });
});
