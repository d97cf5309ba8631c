import type { Pool } from 'pg';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** How a message reached the mailbox: SMTP (auth e-mails) or the Resend-style HTTP API (Edge Functions). */
export type MailTransport = 'smtp' | 'http';

export interface StoredMail extends OutgoingMail {
  id: number;
  sentAt: string;
  via: MailTransport;
  links: string[];
}

/** The local stack's mailbox: mail is kept in the database, so it survives restarts. */
export function createMailbox(pool: Pool): Mailer & {
  sendVia(via: MailTransport, mail: OutgoingMail): Promise<number>;
  list(filter?: { to?: string; limit?: number }): Promise<StoredMail[]>;
  clear(): Promise<void>;
} {
  // Data folders made before the HTTP API have no `via` column: add it once, here (local only).
  let ready: Promise<unknown> | undefined;
  const schema = () =>
    (ready ??= pool
      .query("alter table local_mailbox.messages add column if not exists via text not null default 'smtp'")
      .catch((error) => {
        ready = undefined;
        throw error;
      }));
  async function sendVia(via: MailTransport, mail: OutgoingMail): Promise<number> {
    await schema();
    const { rows } = await pool.query(
      'insert into local_mailbox.messages (recipient, subject, html, text, via) values ($1, $2, $3, $4, $5) returning id',
      [mail.to, mail.subject, mail.html, mail.text, via],
    );
    return Number(rows[0].id);
  }
  return {
    async send(mail) {
      await sendVia('smtp', mail);
    },
    sendVia,
    async list({ to, limit = 100 } = {}) {
      await schema();
      const { rows } = await pool.query(
        `select id, sent_at, recipient, subject, html, text, via from local_mailbox.messages
         where $1::text is null or lower(recipient) = lower($1)
         order by id desc limit $2`,
        [to ?? null, limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        sentAt: row.sent_at.toISOString(),
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        via: row.via,
        links: extractLinks(row.html),
      }));
    },
    async clear() {
      await pool.query('truncate local_mailbox.messages');
    },
  };
}

export function extractLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}
