/**
 * Data transfer targets, part of `npm run bench`; alone against a running stack:
 *   STACK_PORT_BASE=54320 npx tsx bench/dataTransfer.ts    (loads the large seed there first)
 * - a 2,000-row properties CSV (200 properties × 10 units) into a fresh account: the preview
 *   (file read, columns matched, the database's dry run, the table drawn) ≤ 1 s, and its import ≤ 5 s,
 *   in headless Chromium through the app's dialog when an app URL is given, else through supabase-js
 *   with the same browser code for parsing;
 * - the whole-account export of the large account ≤ 10 s, and its import into a fresh account ≤ 30 s,
 *   both in the steps the app takes (accountSteps.ts), with the longest single call ≤ 4 s (half of
 *   hosted Supabase's 8 s statement limit for the authenticated role). Both with the documents'
 *   files (500 at 1×, uploaded by the seed): the export from the first call to the zip made, the
 *   import from reading the zip to the last file uploaded and the import finished.
 * One run each.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LARGE_ACCOUNT, seedLarge } from '../scripts/seedLarge';
import { launchChromium } from './browser';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/config';
import { parseCsv } from '../src/features/data-transfer/csvFile';
import { buildRow, matchHeaders, sendable } from '../src/features/data-transfer/importRules';
import { exportZip, readExportFile } from '../src/features/data-transfer/accountArchive';
import { downloadFiles, storageJsFileStore } from '../src/features/data-transfer/accountFiles';
import { exportInSteps, importInSteps, type RpcCall } from '../src/features/data-transfer/accountSteps';
import type { Check } from './report';

export interface TransferOptions {
  apiUrl: string;
  anonKey?: string;
  serviceKey?: string;
  /** The built app, signed in through its own screen; without it the CSV is measured through supabase-js. */
  appUrl?: string;
  executablePath?: string;
}

const PASSWORD = 'password-123';

/** 200 properties × 10 units, as a spreadsheet saves them. */
export function propertiesCsv() {
  const lines = ['Property,Address,City,State,ZIP,Unit #,Monthly Rent,Lease Status,Lease End,Tenant'];
  for (let p = 0; p < 200; p++) {
    for (let u = 1; u <= 10; u++)
      lines.push(
        `Bench ${p},${p} Main St,Durham,NC,27701,${u},"$1,${String(u * 10).padStart(3, '0')}.00",Fixed term,3/1/2027,Tenant ${p}-${u}`,
      );
  }
  return lines.join('\r\n');
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

function must<T>(
  answer: { data: T; error: { message: string } | null } | { data: unknown; error: { message: string } },
): T {
  if (answer.error) throw new Error(answer.error.message);
  return answer.data as T;
}

/** Signs in through supabase-js, and makes confirmed accounts through the admin API. */
function accounts({ apiUrl, anonKey = ANON_KEY, serviceKey = SERVICE_ROLE_KEY }: TransferOptions) {
  const signIn = async (email: string, password: string): Promise<SupabaseClient> => {
    const c = createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    must(await c.auth.signInWithPassword({ email, password }));
    return c;
  };
  const fresh = async () => {
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
    const res = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    });
    if (!res.ok) throw new Error(`create account: ${res.status} ${await res.text()}`);
    return email;
  };
  return { signIn, fresh };
}

export interface AccountTransfer {
  exportMs: number;
  importMs: number;
  /** The exported JSON's size. */
  mb: number;
  /** The documents and their files, and the zip holding everything. */
  documents: number;
  filesMb: number;
  zipMb: number;
  exportLongest: { name: string; ms: number };
  importLongest: { name: string; ms: number };
}

/**
 * The large account as the app moves it: in steps, each one database call; the longest call
 * is what hosted Supabase's 8 s statement limit applies to.
 */
export async function measureAccountTransfer(options: TransferOptions): Promise<AccountTransfer> {
  const { signIn, fresh } = accounts(options);
  const large = await signIn(LARGE_ACCOUNT.email, LARGE_ACCOUNT.password);
  const filesOf = (client: SupabaseClient) => storageJsFileStore(client.storage.from('documents'));
  const [exportRpc, exportLongest] = timedCalls(large);
  const [[exported, zip], exportMs] = await timed(async () => {
    const data = await exportInSteps(exportRpc);
    const files = await downloadFiles(filesOf(large), data);
    return [{ data, files }, exportZip({ data, files })] as const;
  });
  const target = await signIn(await fresh(), PASSWORD);
  const [importRpc, importLongest] = timedCalls(target);
  const [, importMs] = await timed(async () => {
    const bundle = readExportFile(zip);
    if ('error' in bundle) throw new Error(bundle.error);
    return importInSteps(importRpc, filesOf(target), bundle);
  });
  let fileBytes = 0;
  for (const bytes of exported.files.values()) fileBytes += bytes.byteLength;
  return {
    exportMs,
    importMs,
    mb: JSON.stringify(exported.data).length / 1e6,
    documents: exported.files.size,
    filesMb: fileBytes / 1e6,
    zipMb: zip.byteLength / 1e6,
    exportLongest,
    importLongest,
  };
}

/** The 2,000-row properties CSV into the large account itself, through supabase-js: [preview ms, import ms]. */
export async function measureCsvIntoLarge(options: TransferOptions): Promise<[number, number]> {
  const [previewMs, importMs] = await csvThroughApi(
    await accounts(options).signIn(LARGE_ACCOUNT.email, LARGE_ACCOUNT.password),
  );
  return [previewMs, importMs];
}

export async function measureDataTransfer(options: TransferOptions): Promise<Check[]> {
  const { signIn, fresh } = accounts(options);
  const csvAccount = await fresh();
  const [previewMs, importMs, where] = options.appUrl
    ? await csvInBrowser(options.appUrl, csvAccount, options.executablePath)
    : await csvThroughApi(await signIn(csvAccount, PASSWORD));
  const account = await measureAccountTransfer(options);

  const check = (name: string, ms: number, target: number): Check => ({
    group: 'transfer',
    name,
    value: `${Math.round(ms)} ms`,
    target: `<= ${target} ms`,
    pass: ms <= target,
  });
  return [
    check(`preview of a 2,000-row properties CSV (${where})`, previewMs, 1000),
    check(`its import, one transaction (${where})`, importMs, 5000),
    check(
      `export of the large account (${account.mb.toFixed(1)} MB of JSON, ${account.documents} files of ${account.filesMb.toFixed(1)} MB, a ${account.zipMb.toFixed(1)} MB zip)`,
      account.exportMs,
      10000,
    ),
    check('its import into a fresh account with every file, all or nothing', account.importMs, 30000),
    check(`longest single call of that export (${account.exportLongest.name})`, account.exportLongest.ms, 4000),
    check(`longest single call of that import (${account.importLongest.name})`, account.importLongest.ms, 4000),
  ];
}

/** A client's rpc, timing each call; the second value holds the longest so far (half the 8 s limit is the target). */
function timedCalls(client: SupabaseClient): [RpcCall, { name: string; ms: number }] {
  const longest = { name: 'none', ms: 0 };
  const rpc: RpcCall = async (fn, args) => {
    const started = performance.now();
    const answer = await client.rpc(fn, args);
    const ms = performance.now() - started;
    if (ms > longest.ms)
      Object.assign(longest, { name: `${fn}${args?.p_table ? ` ${String(args.p_table)}` : ''}`, ms });
    return answer;
  };
  return [rpc, longest];
}

/** The dialog as a landlord uses it: from choosing the file to the preview table, then Import to the summary. */
async function csvInBrowser(appUrl: string, email: string, executablePath?: string): Promise<[number, number, string]> {
  const browser = await launchChromium(executablePath);
  try {
    const page = await browser.newPage({ baseURL: appUrl, viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('banner').getByText('Landlord HQ').waitFor();
    await page.goto('/properties');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import properties and units from CSV' });
    await dialog.getByText('Download the template').waitFor();

    const started = performance.now();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(propertiesCsv()) });
    // Counts of rows as the dialog writes them (rowCount.ts: "2,000 rows").
    await dialog.getByText('bench.csv: 2,000 rows.', { exact: false }).waitFor();
    const mapped = performance.now();
    const answered = page.waitForResponse((r) => r.url().includes('/rpc/import_csv_rows'));
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await answered;
    const dbDone = performance.now();
    await dialog.getByText('New: 2000').waitFor({ timeout: 30_000 });
    const previewMs = performance.now() - started;
    if (process.env.BENCH_VERBOSE)
      console.log(
        `file read and matched ${Math.round(mapped - started)} ms, dry run answered ${Math.round(dbDone - mapped)} ms, drawn ${Math.round(performance.now() - dbDone)} ms`,
      );

    const importStarted = performance.now();
    await dialog.getByRole('button', { name: 'Import 2,000 rows' }).click();
    await dialog.getByText('200 properties, 2000 units created.').waitFor({ timeout: 60_000 });
    return [previewMs, performance.now() - importStarted, 'in Chromium'];
  } finally {
    await browser.close();
  }
}

async function csvThroughApi(client: SupabaseClient): Promise<[number, number, string]> {
  const [rows, previewMs] = await timed(async () => {
    const table = parseCsv(propertiesCsv());
    if ('error' in table) throw new Error(table.error);
    const mapping = matchHeaders('properties', table.headers);
    const payload = sendable(table.records.map((cells, i) => buildRow('properties', mapping, cells, i + 2))).map(
      (r) => r.payload,
    );
    must(await client.rpc('import_csv_rows', { p_kind: 'properties', p_rows: payload, p_dry_run: true }));
    return payload;
  });
  const [, importMs] = await timed(async () =>
    must(await client.rpc('import_csv_rows', { p_kind: 'properties', p_rows: rows })),
  );
  return [previewMs, importMs, 'supabase-js'];
}

if (require.main === module) {
  const base = Number(process.env.STACK_PORT_BASE ?? 54320);
  const dbUrl = process.env.DB_URL ?? `postgresql://postgres:postgres@127.0.0.1:${base + 2}/postgres`;
  const apiUrl = `http://127.0.0.1:${base + 1}`;
  // With the documents' files, uploaded through the stack's Storage.
  seedLarge({ dbUrl, apiUrl })
    .then(() => measureDataTransfer({ apiUrl, appUrl: process.env.APP_URL }))
    .then((checks) => {
      for (const c of checks) console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.value} (target ${c.target})`);
      process.exit(checks.every((c) => c.pass) ? 0 : 1);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
