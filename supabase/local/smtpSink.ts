import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Logger } from './log';
import type { Mailer, OutgoingMail } from './mailbox';

/** Largest message the sink takes (digests are a few kB). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The mailbox as a real SMTP server on 127.0.0.1 (like Supabase's Inbucket):
 * whatever is sent to it, by the auth service or the digest sender, is parsed
 * and stored once per envelope recipient, then shown on the mailbox page. The
 * message is stored before the server answers 250, so once a client's send
 * resolves, the mail is in the mailbox. Nothing is relayed anywhere.
 */
export async function startSmtpSink(
  store: Mailer,
  host: string,
  port: number,
  log: Logger,
): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    name: 'landlordhq-local-mailbox',
    banner: 'Landlord HQ local mailbox: nothing leaves this machine',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // Any user name and password are fine, so an SMTP_USER set for production does no harm here.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'local' }),
    size: MAX_MESSAGE_BYTES,
    // The auth service checks addresses as GoTrue does; the strict check here would refuse valid
    // ones (it holds a whole address to 253 characters, where RFC 5321's 256-octet path allows 254).
    lenientAddressParsing: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        void (async () => {
          const email = await PostalMime.parse(Buffer.concat(chunks));
          // SMTP carries CRLF line ends; the mailbox keeps what the sender wrote.
          const text = (email.text ?? '').replace(/\r\n/g, '\n');
          const html =
            email.html?.replace(/\r\n/g, '\n') ?? `<pre style="white-space:pre-wrap">${escapeHtml(text)}</pre>`;
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          for (const to of recipients) await store.send({ to, subject: email.subject ?? '(no subject)', html, text });
        })().then(
          () => callback(),
          (error) => {
            log.error('smtp', String(error));
            callback(Object.assign(new Error('Could not store the message'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.error('smtp', String(error)));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A Mailer that sends over SMTP (the auth service's e-mails go through the sink this way). */
export function createSmtpMailer({
  host,
  port,
  from,
}: {
  host: string;
  port: number;
  from: string;
}): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true });
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
    close: () => transport.close(),
  };
}
