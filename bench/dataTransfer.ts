/**
 * Data transfer targets (issue 23) on the large account, against a running stack:
 *   npx tsx bench/dataTransfer.ts            (STACK_PORT_BASE picks the stack, default 54320)
 * Loads the large seed, then measures through supabase-js, as the app calls them:
 * - preview of a 2,000-row properties CSV: parsing and mapping in the browser code + the database's dry run (≤ 1 s);
 * - its import (≤ 5 s);
 * - the whole-account export of the large account (≤ 10 s) and its import into a fresh account (≤ 30 s).
 * Times are one run each on an otherwise idle machine; prints pass/fail against the targets.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LARGE_ACCOUNT, seedLarge } from '../scripts/seedLarge';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/config';
import { parseCsv } from '../src/features/data-transfer/csvFile';
import { buildRow, matchHeaders, sendable } from '../src/features/data-transfer/importRules';

const base = Number(process.env.STACK_PORT_BASE ?? 54320);
const API_URL = `http://127.0.0.1:${base + 1}`;
const DB_URL = process.env.DB_URL ?? `postgresql://postgres:postgres@127.0.0.1:${base + 2}/postgres`;

const client = () =>
  createClient(API_URL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });

async function signIn(email: string, password: string) {
  const c = client();
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw new Error(error.message);
  return c;
}

async function freshAccount() {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  const res = await fetch(`${API_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'password-123', email_confirm: true }),
  });
  if (!res.ok) throw new Error(await res.text());
  return signIn(email, 'password-123');
}

/** 200 properties × 10 units, as a spreadsheet would hold them. */
function propertiesCsv() {
  const lines = ['Property,Address,City,State,ZIP,Unit #,Monthly Rent,Lease Status,Lease End,Tenant'];
  for (let p = 0; p < 200; p++) {
    for (let u = 1; u <= 10; u++) lines.push(`Bench ${p},${p} Main St,Durham,NC,27701,${u},"$1,${String(u * 10).padStart(3, '0')}.00",Fixed term,3/1/2027,Tenant ${p}-${u}`);
  }
  return lines.join('\r\n');
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

async function main() {
  await seedLarge({ dbUrl: DB_URL });
  const large = await signIn(LARGE_ACCOUNT.email, LARGE_ACCOUNT.password);
  const importer = await freshAccount();
  const results: Array<[string, number, number]> = [];

  const [rows, previewMs] = await timed(async () => {
    const table = parseCsv(propertiesCsv());
    if ('error' in table) throw new Error(table.error);
    const mapping = matchHeaders('properties', table.headers);
    const payload = sendable(table.records.map((cells, i) => buildRow('properties', mapping, cells, i + 2))).map((r) => r.payload);
    const { error } = await importer.rpc('import_csv_rows', { p_kind: 'properties', p_rows: payload, p_dry_run: true });
    if (error) throw new Error(error.message);
    return payload;
  });
  results.push(['preview of a 2,000-row properties CSV', previewMs, 1000]);
  const [, importMs] = await timed(async () => {
    const { error } = await importer.rpc('import_csv_rows', { p_kind: 'properties', p_rows: rows });
    if (error) throw new Error(error.message);
  });
  results.push(['its import', importMs, 5000]);

  const [exported, exportMs] = await timed(async () => {
    const { data, error } = await large.rpc('export_account');
    if (error) throw new Error(error.message);
    return data;
  });
  results.push([`whole-account export of the large account (${(JSON.stringify(exported).length / 1e6).toFixed(1)} MB)`, exportMs, 10000]);
  const fresh = await freshAccount();
  const [, accountImportMs] = await timed(async () => {
    const { error } = await fresh.rpc('import_account', { p_data: exported });
    if (error) throw new Error(error.message);
  });
  results.push(['its import into a fresh account', accountImportMs, 30000]);

  for (const [what, ms, target] of results) console.log(`${ms <= target ? 'PASS' : 'FAIL'}  ${what}: ${Math.round(ms)} ms (target ≤ ${target} ms)`);
  process.exit(results.every(([, ms, target]) => ms <= target) ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
