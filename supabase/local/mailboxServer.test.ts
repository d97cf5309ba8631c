import type { createMailbox } from './mailbox';
import { createMailboxApp } from './mailboxServer';

function mailboxApp() {
  const mailbox = { list: async () => [], clear: async () => undefined } as unknown as ReturnType<typeof createMailbox>;
  return createMailboxApp(mailbox);
}

describe('the mailbox server', () => {
  it.each(['127.0.0.1:54324', 'localhost:54324', '[::1]:54324'])('shows its messages to Host %s', async (host) => {
    const res = await mailboxApp().request('/api/messages', { headers: { host } });
    expect(res.status).toBe(200);
  });

  // A page whose DNS name was rebound to 127.0.0.1 would otherwise read the password-reset e-mails.
  it.each(['attacker.example:54324', 'rebind.127.0.0.1.nip.io:54324'])('refuses Host %s with 421', async (host) => {
    const app = mailboxApp();
    for (const path of ['/', '/api/messages']) {
      const res = await app.request(path, { headers: { host } });
      expect(res.status).toBe(421);
      expect(await res.json()).toMatchObject({ message: 'Misdirected request' });
    }
  });

  it('takes its hooks only as JSON', async () => {
    const app = mailboxApp();
    const plain = await app.request('/api/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"status":503}',
    });
    expect(plain.status).toBe(415);
    expect((await app.request('/api/messages', { method: 'DELETE' })).status).toBe(415);
    expect(
      (await app.request('/api/messages', { method: 'DELETE', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(204);
    expect(
      (
        await app.request('/api/faults', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(201);
  });
});
