import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { createMailbox } from './mailbox';
import { jsonHooksOnly, loopbackHostOnly } from './localOnly';
import { createMailApi } from './mailboxApi';

type Mailbox = ReturnType<typeof createMailbox>;

/** Mailbox on 54324: a page for people, JSON for tests, and the Resend-style mail API the Edge Functions send through. */
export function createMailboxApp(mailbox: Mailbox): Hono {
  const app = new Hono();
  // It shows password-reset codes: only to this machine's own names, and its hooks only to JSON.
  app.use('*', loopbackHostOnly());
  app.use('/api/*', jsonHooksOnly());
  app.route('/', createMailApi(mailbox));

  app.get('/api/messages', async (c) => {
    const to = c.req.query('to');
    const limit = Number(c.req.query('limit') ?? 100);
    return c.json(await mailbox.list({ to, limit }));
  });

  app.delete('/api/messages', async (c) => {
    await mailbox.clear();
    return c.body(null, 204);
  });

  app.get('/', async (c) => {
    const messages = await mailbox.list({ to: c.req.query('to') });
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Local mailbox · Landlord HQ</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                margin: 0 auto;
                max-width: 760px;
                padding: 24px 16px;
                color: #1f2937;
              }
              h1 {
                font-size: 1.4rem;
                margin: 0 0 4px;
              }
              .hint {
                color: #6b7280;
                margin: 0 0 24px;
              }
              article {
                border: 1px solid #e5e7eb;
                border-radius: 10px;
                padding: 16px;
                margin-bottom: 16px;
              }
              header {
                display: flex;
                flex-wrap: wrap;
                justify-content: space-between;
                gap: 8px;
                color: #6b7280;
                font-size: 0.875rem;
              }
              h2 {
                font-size: 1.05rem;
                margin: 8px 0 12px;
              }
              .empty {
                color: #6b7280;
                text-align: center;
                padding: 48px 0;
              }
            </style>
          </head>
          <body>
            <h1>Local mailbox</h1>
            <p class="hint">
              Every e-mail the local stack sends, newest first: auth e-mails over SMTP, digests from the Edge Function
              over the mail API. Nothing leaves this machine.
            </p>
            ${
              messages.length === 0
                ? html`<p class="empty">No e-mails yet. Sign up or request a password reset in the app.</p>`
                : messages.map(
                    (m) =>
                      html`<article>
                        <header>
                          <span>To: ${m.to}</span><span>${m.via === 'http' ? 'via the mail API' : 'via SMTP'}</span
                          ><time>${new Date(m.sentAt).toLocaleString()}</time>
                        </header>
                        <h2>${m.subject}</h2>
                        <div>${raw(m.html)}</div>
                      </article>`,
                  )
            }
          </body>
        </html>`,
    );
  });

  return app;
}
