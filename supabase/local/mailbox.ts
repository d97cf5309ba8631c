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

export interface StoredMail extends OutgoingMail {
  id: number;
  sentAt: string;
  links: string[];
}

/** The local stack's mailbox: mail is kept in the database, so it survives restarts. */
export function createMailbox(pool: Pool): Mailer & {
  list(filter?: { to?: string; limit?: number }): Promise<StoredMail[]>;
  clear(): Promise<void>;
} {
  return {
    async send(mail) {
      await pool.query(
        'insert into local_mailbox.messages (recipient, subject, html, text) values ($1, $2, $3, $4)',
        [mail.to, mail.subject, mail.html, mail.text],
      );
    },
    async list({ to, limit = 100 } = {}) {
      const { rows } = await pool.query(
        `select id, sent_at, recipient, subject, html, text from local_mailbox.messages
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
