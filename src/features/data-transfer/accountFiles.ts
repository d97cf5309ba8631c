import { fewAtATime } from '../../utils/fewAtATime';
import type { AccountExport } from './accountExport';
import { StepError } from './stepError';

/**
 * The documents' files in the whole-account export and import. The file operations are passed in
 * like the database call (accountSteps.ts), so the app (src/api/storage.ts), the bench and the
 * tests (supabase-js) run the same steps. Each answers as supabase-js does: an error, or none.
 */
export type FileFailure = { message: string; code?: string };
export interface FileStore {
  download(objectName: string): PromiseLike<{ data: Uint8Array | null; error: FileFailure | null }>;
  /** Writes over a file already at that name (a retried step). */
  upload(objectName: string, bytes: Uint8Array, contentType: string): PromiseLike<{ error: FileFailure | null }>;
  /** Removing a file that is already gone is no failure. */
  remove(objectNames: string[]): PromiseLike<{ error: FileFailure | null }>;
}

/** Files at once: Storage answers each download in tens of ms, so a few together keep the line busy. */
export const FILES_AT_ONCE = 8;
/** Names per remove request (Storage deletes up to 1,000 in one). */
const REMOVE_BATCH = 500;

/** A file's name in the export: its object name without the landlord's id ('<document id>/<file name>'). */
export const exportedPath = (objectName: string) => objectName.slice(objectName.indexOf('/') + 1);

export interface ExportedDocument {
  id: string;
  object_name: string;
  name: string;
  content_type: string;
  /** The row's number in the export's documents, 1-based. */
  number: number;
}

/** The export's documents, as far as their files go. */
export function documentsOf(data: AccountExport): ExportedDocument[] {
  const rows = data.tables.documents;
  if (!Array.isArray(rows)) return [];
  return rows.map((row, i) => ({
    id: String(row.id ?? ''),
    object_name: String(row.object_name ?? ''),
    name: String(row.name ?? ''),
    content_type: String(row.content_type ?? 'application/octet-stream'),
    number: i + 1,
  }));
}

const named = (doc: ExportedDocument) => (doc.name ? `"${doc.name}"` : `number ${doc.number}`);

/** Every document's file, a few at a time, by its name in the export; the first that cannot be read stops it. */
export async function downloadFiles(
  store: FileStore,
  data: AccountExport,
  atOnce = FILES_AT_ONCE,
): Promise<Map<string, Uint8Array>> {
  const docs = documentsOf(data);
  const bytes = await fewAtATime(docs, atOnce, async (doc) => {
    const answer = await store.download(doc.object_name);
    if (answer.error || !answer.data)
      throw new StepError({
        message: `The file of document ${named(doc)} could not be read (${answer.error?.message ?? 'no file'}). Nothing was downloaded.`,
      });
    return answer.data;
  });
  return new Map(docs.map((doc, i) => [exportedPath(doc.object_name), bytes[i]]));
}

/** The first document of the export whose file is not in it, as a sentence, or null. */
export function missingFileProblem(data: AccountExport, files: ReadonlyMap<string, Uint8Array>): string | null {
  const missing = documentsOf(data).find((doc) => !files.has(exportedPath(doc.object_name)));
  if (!missing) return null;
  return `The export has no file for document ${named(missing)} (row ${missing.number} of its documents). Import the .zip that "Export all my data" downloaded, as it was downloaded.`;
}

/**
 * Uploads each document's file to the name the database gave it (`names`: exported object name →
 * imported one), a few at a time, recording each name written in `uploaded` as it is written, so a
 * failure can remove them.
 */
export async function uploadFiles(
  store: FileStore,
  data: AccountExport,
  files: ReadonlyMap<string, Uint8Array>,
  names: ReadonlyMap<string, string>,
  uploaded: string[],
  atOnce = FILES_AT_ONCE,
): Promise<void> {
  await fewAtATime(documentsOf(data), atOnce, async (doc) => {
    const target = names.get(doc.object_name);
    const bytes = files.get(exportedPath(doc.object_name));
    if (!target || !bytes)
      throw new StepError({ message: `Document ${named(doc)} could not be placed in this account.` });
    const answer = await store.upload(target, bytes, doc.content_type);
    // A failed upload may still have written the file (the answer was lost): remove it too.
    uploaded.push(target);
    if (answer.error)
      throw new StepError({
        message: `The file of document ${named(doc)} could not be uploaded: ${answer.error.message}. Nothing was imported.`,
      });
  });
}

/** Removes files, a batch per request. */
export async function removeFiles(store: FileStore, objectNames: readonly string[]): Promise<void> {
  for (let start = 0; start < objectNames.length; start += REMOVE_BATCH) {
    const answer = await store.remove(objectNames.slice(start, start + REMOVE_BATCH));
    if (answer.error)
      throw new StepError({ message: `The import's files could not be removed: ${answer.error.message}` });
  }
}

/** supabase-js's bucket (`client.storage.from('documents')`) as it answers; the tests and the bench use it. */
interface StorageJsBucket {
  download(path: string): PromiseLike<{ data: Blob | null; error: { message: string } | null }>;
  upload(
    path: string,
    body: Uint8Array,
    options: { contentType: string; upsert: boolean },
  ): PromiseLike<{ error: { message: string } | null }>;
  remove(paths: string[]): PromiseLike<{ error: { message: string } | null }>;
}

/** The file operations over supabase-js, outside the app (the app's go through src/api/storage.ts). */
export function storageJsFileStore(bucket: StorageJsBucket): FileStore {
  return {
    download: async (name) => {
      const { data, error } = await bucket.download(name);
      return error || !data
        ? { data: null, error: error ?? { message: 'no file' } }
        : { data: new Uint8Array(await data.arrayBuffer()), error: null };
    },
    upload: async (name, bytes, contentType) => ({
      error: (await bucket.upload(name, bytes, { contentType, upsert: true })).error,
    }),
    remove: async (names) => ({ error: (await bucket.remove(names)).error }),
  };
}
