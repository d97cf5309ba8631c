import { createMailApi, MAILBOX_API_KEY } from './mailboxApi';
import type { createMailbox } from './mailbox';
import type { OutgoingMail } from './mailbox';

function fakeMailbox() {
  const stored: Array<{ via: string; mail: OutgoingMail }> = [];
  const mailbox = {
    sendVia: async (via: string, mail: OutgoingMail) => stored.push({ via, mail }),
  } as unknown as ReturnType<typeof createMailbox>;
  return { stored, app: createMailApi(mailbox) };
}

const post = (
  app: ReturnType<typeof createMailApi>,
  body: unknown,
  headers: Record<string, string> = { Authorization: `Bearer ${MAILBOX_API_KEY}` },
) =>
  app.request('/emails', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const JSON_TYPE = { 'Content-Type': 'application/json' };
const hook = (app: ReturnType<typeof createMailApi>, method: string, body?: unknown) =>
  app.request('/api/faults', {
    method,
    headers: JSON_TYPE,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const mail = {
  from: 'Landlord HQ <d@landlordhq.test>',
  to: ['lee@example.test', 'kim@example.test'],
  subject: 'Daily digest',
  html: '<p>Hi</p>',
  text: 'Hi',
};

describe('the mailbox as a Resend-style mail API', () => {
  it('stores one message per recipient, marked as come over the API, and answers its id', async () => {
    const { app, stored } = fakeMailbox();
    const res = await post(app, mail);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'local-1' });
    expect(stored).toEqual([
      { via: 'http', mail: { to: 'lee@example.test', subject: 'Daily digest', html: '<p>Hi</p>', text: 'Hi' } },
      { via: 'http', mail: { to: 'kim@example.test', subject: 'Daily digest', html: '<p>Hi</p>', text: 'Hi' } },
    ]);
  });

  it('refuses a missing or wrong key and a message without its fields, as a provider does', async () => {
    const { app, stored } = fakeMailbox();
    expect((await post(app, mail, {})).status).toBe(401);
    expect((await post(app, mail, { Authorization: 'Bearer re_other' })).status).toBe(403);
    const invalid = await post(app, { ...mail, to: 'not an address' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      statusCode: 422,
      name: 'validation_error',
      message: 'The `to` field must be an e-mail address or a list of them.',
    });
    expect((await post(app, { ...mail, subject: '' })).status).toBe(422);
    expect(stored).toEqual([]);
  });

  it('stores a message once per Idempotency-Key', async () => {
    const { app, stored } = fakeMailbox();
    const headers = { Authorization: `Bearer ${MAILBOX_API_KEY}`, 'Idempotency-Key': 'digest-u-daily-2026-11-24' };
    const first = await (await post(app, { ...mail, to: 'lee@example.test' }, headers)).json();
    const again = await (await post(app, { ...mail, to: 'lee@example.test' }, headers)).json();
    expect(again).toEqual(first);
    expect(stored).toHaveLength(1);
  });

  it('fails the next calls as told, then works again', async () => {
    const { app, stored } = fakeMailbox();
    expect((await hook(app, 'POST', { status: 503, count: 2 })).status).toBe(201);
    expect((await post(app, mail)).status).toBe(503);
    const second = await post(app, mail);
    expect(second.status).toBe(503);
    expect(await second.json()).toEqual({
      statusCode: 503,
      name: 'application_error',
      message: 'The local mailbox was told to fail (503).',
    });
    expect((await post(app, mail)).status).toBe(200);
    await hook(app, 'POST', {});
    await hook(app, 'DELETE');
    expect((await post(app, mail)).status).toBe(200);
    expect(stored).toHaveLength(4);
  });

  // A page on another site may send these without a CORS preflight; JSON it cannot send unasked.
  it.each([
    ['text/plain', '{"status":503}'],
    ['application/x-www-form-urlencoded', 'status=503'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a fault sent as %s with 415, and stays working', async (type, body) => {
    const { app } = fakeMailbox();
    const res = await app.request('/api/faults', { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: 'Unsupported Media Type' });
    expect((await post(app, mail)).status).toBe(200);
  });

  it('refuses a hook without a content type', async () => {
    const { app } = fakeMailbox();
    expect((await app.request('/api/faults', { method: 'DELETE' })).status).toBe(415);
  });
});
