import type { Pool } from 'pg';
import { sendActionEmail } from './emails';
import { CLI_DEFAULT_LIMITS, createLimiters } from './limits';
import type { AuthSettings } from './settings';
import type { Db, UserRow } from './users';
import { WrongCodes } from './verify';

const db: Db = { query: async () => ({ rows: [] }) } as unknown as Db;
const user = { id: '6f1c1f84-4b53-4d3b-9f2a-2a2f0f6a0c11', email: 'someone@example.test' } as UserRow;

function settings(send: () => Promise<void>, limits = CLI_DEFAULT_LIMITS): AuthSettings {
  return {
    pool: {} as Pool,
    jwtSecret: 'secret',
    jwtExpiry: 3600,
    siteUrl: 'http://127.0.0.1:5173',
    apiExternalUrl: 'http://127.0.0.1:54321/auth/v1',
    mailer: { send },
    enableConfirmations: true,
    refreshTokenReuseInterval: 10,
    limits,
    limiters: createLimiters(limits, Date.now()),
    wrongCodes: new WrongCodes(),
  };
}

describe('sendActionEmail', () => {
  it('answers 400 email_address_invalid, as GoTrue does, when the mail server refuses the recipient', async () => {
    // What nodemailer rejects with when the server answers RCPT TO with a 5xx.
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      command: 'RCPT TO',
      responseCode: 501,
    });
    const sending = sendActionEmail(
      db,
      settings(() => Promise.reject(refused)),
      user,
      'recovery',
      'http://127.0.0.1:5173',
    );
    await expect(sending).rejects.toMatchObject({
      status: 400,
      code: 'email_address_invalid',
      message: 'Email address "someone@example.test" is invalid',
    });
  });

  it('passes any other mail failure on', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
    await expect(
      sendActionEmail(
        db,
        settings(() => Promise.reject(down)),
        user,
        'recovery',
        'http://x',
      ),
    ).rejects.toBe(down);
  });

  it('counts e-mails against email_sent before sending, with a custom SMTP server', async () => {
    const s = settings(() => Promise.resolve(), { ...CLI_DEFAULT_LIMITS, customSmtp: true });
    await sendActionEmail(db, s, user, 'recovery', 'http://x');
    await sendActionEmail(db, s, user, 'recovery', 'http://x');
    await expect(sendActionEmail(db, s, user, 'recovery', 'http://x')).rejects.toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'email rate limit exceeded',
    });
  });

  it('does not cap e-mails to the local mailbox, as the CLI lifts email_sent without a custom SMTP server', async () => {
    const s = settings(() => Promise.resolve());
    for (let i = 0; i < 5; i++) await sendActionEmail(db, s, user, 'recovery', 'http://x');
  });
});
