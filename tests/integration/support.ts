import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Client } from 'pg';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { INTEGRATION_PORT_BASE } from './ports';

export const API_URL = `http://127.0.0.1:${INTEGRATION_PORT_BASE + 1}`;
export const MAILBOX_URL = `http://127.0.0.1:${INTEGRATION_PORT_BASE + 4}`;
export const DB_URL = `postgresql://postgres:postgres@127.0.0.1:${INTEGRATION_PORT_BASE + 2}/postgres`;
export { ANON_KEY, SERVICE_ROLE_KEY };

const clients: SupabaseClient[] = [];

/** supabase-js as a browser would use it (Storage included); Node 20 needs a WebSocket implementation. */
export function createTestClient(key: string = ANON_KEY, url: string = API_URL): SupabaseClient {
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(client);
  return client;
}

export function adminClient(url: string = API_URL) {
  return createTestClient(SERVICE_ROLE_KEY, url);
}

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.auth.stopAutoRefresh().catch(() => undefined)));
});

export function uniqueEmail(label = 'user') {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export async function listMail(to: string, mailboxUrl: string = MAILBOX_URL): Promise<MailMessage[]> {
  const res = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailMessage[];
}

/** Waits for the newest e-mail to `to` whose subject matches. */
export async function latestMail(to: string, subject: RegExp, mailboxUrl: string = MAILBOX_URL): Promise<MailMessage> {
  for (let i = 0; i < 50; i++) {
    const found = (await listMail(to, mailboxUrl)).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} matching ${subject}`);
}

/** Follows an e-mail link as a browser would, without following the final redirect into the app. */
export async function followEmailLink(
  link: string,
): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = new URL(res.headers.get('location') ?? '');
  return { status: res.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** Creates a confirmed user through the admin API and returns a signed-in client. */
export async function signedInClient(email = uniqueEmail(), password = 'password-123') {
  const { error } = await adminClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const client = createTestClient();
  const { data, error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  return { client, user: data.user!, session: data.session!, email, password };
}

/** A connection to the stack's database as postgres (past RLS), for the length of `fn`. */
export async function withDb<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: DB_URL });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
