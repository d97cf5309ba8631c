import { LINK_MESSAGE, toLink } from '../../utils/links';
import type { ExportBundle } from './accountArchive';
import { EXPORT_FORMAT, type AccountExport } from './accountExport';
import { documentsOf, missingFileProblem, removeFiles, uploadFiles, type FileStore } from './accountFiles';
import { exportProblem } from './accountValidation';
import { StepError, type StepFailure } from './stepError';

/**
 * The whole-account export and import as the browser drives them: short database calls, each
 * well below hosted Supabase's 8 s limit for one statement (migration 20261124009000). The
 * database call is passed in, so the app, the bench and the tests run the same steps.
 */
export type RpcCall = (
  fn: string,
  args?: Record<string, unknown>,
) => PromiseLike<{ data: unknown; error: StepFailure | null }>;

/** Rows per export page and per import call: a few hundred KB of JSON, a second or less. */
export const EXPORT_PAGE_ROWS = 10000;
export const IMPORT_CHUNK_ROWS = 2500;

/**
 * Rows the database recomputes per group after each insert: payments per task (the ledger's
 * "usual amount" and bill jumps). Sent grouped, each call recomputes only its own tasks, not
 * every task seen so far (in id order a large ledger took several times as long).
 */
const GROUPED_BY: Record<string, string> = { payments: 'task_id' };

/** The rows in the order they are sent, each with its number in the file's table (1-based). */
function inOrder(
  table: string,
  rows: Array<Record<string, unknown>>,
): Array<{ row: Record<string, unknown>; number: number }> {
  const numbered = rows.map((row, i) => ({ row, number: i + 1 }));
  const key = GROUPED_BY[table];
  if (!key) return numbered;
  const of = ({ row }: { row: Record<string, unknown> }) => String(row[key] ?? '');
  return numbered.sort((a, b) => (of(a) < of(b) ? -1 : of(a) > of(b) ? 1 : 0));
}

/** The columns that hold a link, per table (the database checks their schemes). */
const LINK_COLUMNS: Record<string, string[]> = {
  vendors: ['website_url'],
  property_managers: ['portal_link'],
  properties: ['lender_website'],
};

const asSaved = (link: unknown) => {
  if (typeof link !== 'string') return link;
  const saved = toLink(link);
  // A refused link goes as it is: the database refuses it, with the sentence errors.ts gives.
  return saved.error ? link : saved.value;
};

/**
 * Links as the forms save them now: an export made before the database checked schemes may hold
 * an address without one ("www.bank.example"), which gets https:// instead of failing the import.
 */
export function linksAsSaved(table: string, rows: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  const columns = LINK_COLUMNS[table];
  if (columns)
    return rows.map((row) => ({
      ...row,
      ...Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, asSaved(row[c])])),
    }));
  if (table !== 'tasks') return rows;
  return rows.map((row) =>
    Array.isArray(row.links)
      ? {
          ...row,
          links: row.links.map((l: unknown) =>
            l && typeof l === 'object' && 'url' in l ? { ...l, url: asSaved((l as { url: unknown }).url) } : l,
          ),
        }
      : row,
  );
}

/** The first link of the export the database would refuse, as a sentence naming its row, or null. */
export function linkProblem(data: AccountExport): string | null {
  for (const [table, given] of Object.entries(data.tables)) {
    if (!Array.isArray(given)) continue;
    const rows = given as Array<Record<string, unknown>>;
    const at = rows.findIndex((row) => {
      const links =
        table === 'tasks' && Array.isArray(row.links)
          ? row.links.map((l: unknown) => (l && typeof l === 'object' ? (l as { url?: unknown }).url : null))
          : (LINK_COLUMNS[table] ?? []).map((c) => row[c]);
      return links.some((link) => typeof link === 'string' && toLink(link).error);
    });
    if (at >= 0) return `Row ${at + 1} of the export's ${table.replace(/_/g, ' ')}: ${LINK_MESSAGE}`;
  }
  return null;
}

/** SQLSTATE of import_account_begin's refusal while an earlier import's rows are still in the account. */
export const UNFINISHED_IMPORT_CODE = '55000';

async function call<T>(rpc: RpcCall, fn: string, args?: Record<string, unknown>): Promise<T> {
  const answer = await rpc(fn, args);
  if (answer.error) throw new StepError(answer.error);
  return answer.data as T;
}

/** Every table of the account, page by page in id order. */
export async function exportInSteps(rpc: RpcCall, pageRows = EXPORT_PAGE_ROWS): Promise<AccountExport> {
  const manifest = await call<{ format: typeof EXPORT_FORMAT; version: number; exported_at: string; tables: string[] }>(
    rpc,
    'export_account_manifest',
  );
  const tables: AccountExport['tables'] = {};
  for (const table of manifest.tables) {
    const rows: Array<Record<string, unknown>> = [];
    let after: string | null = null;
    for (;;) {
      const page: Array<Record<string, unknown>> = await call<Array<Record<string, unknown>>>(
        rpc,
        'export_account_table',
        { p_table: table, p_after: after, p_limit: pageRows },
      );
      rows.push(...page);
      const last: Record<string, unknown> | undefined = page[page.length - 1];
      if (page.length < pageRows || typeof last?.id !== 'string') break;
      after = last.id;
    }
    tables[table] = rows;
  }
  return { format: manifest.format, version: manifest.version, exported_at: manifest.exported_at, tables };
}

/** Documents per call asking the database where their files go. */
const NAMES_CHUNK = 2500;

/** Where each exported document's file goes in this account: the database's rule, never the browser's. */
async function importedNames(rpc: RpcCall, data: AccountExport): Promise<Map<string, string>> {
  const docs = documentsOf(data).map(({ id, object_name }) => ({ id, object_name }));
  const names = new Map<string, string>();
  for (let start = 0; start < docs.length; start += NAMES_CHUNK) {
    const answer = await call<Array<{ exported: string; imported: string }>>(rpc, 'import_account_object_names', {
      p_documents: docs.slice(start, start + NAMES_CHUNK),
    });
    for (const { exported, imported } of answer ?? []) names.set(exported, imported);
  }
  return names;
}

/**
 * An export into an account with no data: begin, each table's rows in chunks (parents first, in
 * the order the database gives), each document's file where the database says it goes, finish.
 * On any failure the import is undone before the error is thrown, the files already uploaded
 * removed, so the account is left as it was: with everything, or with nothing.
 */
export async function importInSteps(
  rpc: RpcCall,
  store: FileStore,
  { data, files }: ExportBundle,
  chunkRows = IMPORT_CHUNK_ROWS,
): Promise<{ counts: Record<string, number> }> {
  // Refused before anything is written, naming the row, rather than by the database midway.
  const problem = exportProblem(data.tables) ?? linkProblem(data) ?? missingFileProblem(data, files);
  if (problem) throw new StepError({ message: problem });
  const begun = await call<{ import: string; tables: string[] }>(rpc, 'import_account_begin', {
    p_version: data.version,
  });
  const counts: Record<string, number> = {};
  const uploaded: string[] = [];
  try {
    for (const table of begun.tables) {
      const given: unknown = data.tables[table] ?? [];
      if (!Array.isArray(given))
        throw new StepError({ message: `The export's ${table.replace(/_/g, ' ')} are not a list` });
      const rows = inOrder(table, linksAsSaved(table, given as Array<Record<string, unknown>>));
      counts[table] = 0;
      for (let start = 0; start < rows.length; start += chunkRows) {
        const chunk = rows.slice(start, start + chunkRows);
        counts[table] += await call<number>(rpc, 'import_account_rows', {
          p_import: begun.import,
          p_table: table,
          p_rows: chunk.map((r) => r.row),
          p_first_row: start + 1,
        }).catch((error: unknown) => {
          throw inFileOrder(error, rows);
        });
      }
    }
    await uploadFiles(store, data, files, await importedNames(rpc, data), uploaded);
    await call(rpc, 'import_account_finish', { p_import: begun.import });
  } catch (error) {
    await undo(rpc, store, begun.import, uploaded).catch(() => undefined);
    throw error;
  }
  await standingsInSteps(rpc);
  return { counts };
}

/** Tenancies whose standing each call works out; a call stays short at any size of account. */
export const STANDINGS_STEP_TENANCIES = 500;

/**
 * An import writes rent without working out where each tenancy stands (per chunk, that would redo
 * every tenancy each time); these calls do it once, a few hundred tenancies each, until none is
 * left. The import is complete before: a failure here leaves the rest to the screens' first
 * reads, which finish the same work.
 */
async function standingsInSteps(rpc: RpcCall) {
  let before = Infinity;
  for (;;) {
    const left = await call<number>(rpc, 'refresh_missing_standings', { p_limit: STANDINGS_STEP_TENANCIES }).catch(
      () => 0,
    );
    if (typeof left !== 'number' || left === 0 || left >= before) return;
    before = left;
  }
}

/**
 * The database names a refused row by its place in what was sent ("Payment 12: …", details
 * "row 12"); rows sent in another order than the file's (payments by task) are renamed to their
 * number in the file.
 */
function inFileOrder(error: unknown, rows: Array<{ number: number }>): unknown {
  if (!(error instanceof StepError)) return error;
  const sent = /^row (\d+)$/.exec(error.failure.details ?? '');
  const number = sent ? rows[Number(sent[1]) - 1]?.number : undefined;
  if (number === undefined || number === Number(sent![1])) return error;
  return new StepError({ ...error.failure, message: error.failure.message.replace(/^(\D+ )\d+:/, `$1${number}:`) });
}

/** Rows per clearing call: each call stays short, and always removes some. */
export const CLEAR_STEP_ROWS = 5000;

/** Removes the files of an import's documents: before its rows go, which name them. */
export async function removeImportFiles(rpc: RpcCall, store: FileStore, importId: string) {
  const names = await call<string[] | null>(rpc, 'import_account_object_names_of', { p_import: importId });
  await removeFiles(store, names ?? []);
}

/**
 * Removes what an unfinished import wrote: first its documents' files, then its rows, one short
 * call at a time, reporting the rows left after each. Stops with an error if a call fails or
 * removes nothing.
 */
export async function clearImportInSteps(
  rpc: RpcCall,
  store: FileStore,
  importId: string,
  onProgress: (left: number) => void = () => undefined,
  stepRows = CLEAR_STEP_ROWS,
) {
  await removeImportFiles(rpc, store, importId);
  let before = Infinity;
  for (;;) {
    const left =
      (await call<number | null>(rpc, 'import_account_clear', { p_import: importId, p_limit: stepRows })) ?? 0;
    onProgress(left);
    if (left === 0) return;
    if (left >= before)
      throw new StepError({
        message: 'The unfinished import could not be removed (a step removed nothing). Try again in a moment.',
      });
    before = left;
  }
}

/**
 * Best effort after a failed step: the files uploaded so far, then the rows (with any file they
 * name). What is left shows in Settings as an unfinished import.
 */
async function undo(rpc: RpcCall, store: FileStore, importId: string, uploaded: string[]) {
  await removeFiles(store, uploaded).catch(() => undefined);
  await clearImportInSteps(rpc, store, importId);
}
