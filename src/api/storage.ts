import type { StorageClient } from '@supabase/storage-js';
import { env } from '../config/env';
import { accessToken } from './auth';
import { storageError, toAppError, type AppError, type StorageErrorBody } from './errors';
import type { QueryResult } from './query';

/** The private bucket of receipts and documents (migration 20261205000100_documents.sql). */
export const DOCUMENTS_BUCKET = 'documents';
export const STORAGE_URL = `${env.supabaseUrl}/storage/v1`;
/** How long a signed address to a file works: long enough to look at it, short enough not to leak for good. */
export const SIGNED_URL_SECONDS = 60 * 60;

let client: Promise<StorageClient> | null = null;

/**
 * Storage's client, loaded the first time a screen needs a file (its own chunk): supabase-js's own
 * Storage client is left out of the build (src/api/leftOut/README.md). Each call carries the
 * session's token, read at the time of the call.
 */
async function storage(): Promise<StorageClient> {
  client ??= import('@supabase/storage-js').then(
    ({ StorageClient }) =>
      new StorageClient(STORAGE_URL, { apikey: env.supabaseAnonKey }, async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Authorization', `Bearer ${(await accessToken()) ?? env.supabaseAnonKey}`);
        return fetch(input, { ...init, headers });
      }),
  );
  return client;
}

type StorageAnswer<T> = { data: T | null; error: unknown };

async function run<T>(call: (bucket: ReturnType<StorageClient['from']>) => Promise<StorageAnswer<T>>) {
  try {
    const { data, error } = await call((await storage()).from(DOCUMENTS_BUCKET));
    if (error) return { error: fromStorageJs(error) };
    return { data: data as T };
  } catch (thrown) {
    return { error: toAppError(thrown, 'Failed to fetch', 0) };
  }
}

/** storage-js's StorageApiError (status, and the body's code) or its unknown error (the fetch failed). */
function fromStorageJs(error: unknown): AppError {
  const e = error as { status?: number; statusCode?: string; message?: string; name?: string; originalError?: unknown };
  if (typeof e.status === 'number') return storageError(e.status, { statusCode: e.statusCode, message: e.message });
  return toAppError(e.originalError ?? { name: 'TypeError', message: e.message || 'Failed to fetch' }, undefined, 0);
}

/** A signed address for one file; `download` makes the browser save it under that name. */
export async function signedUrl(objectName: string, download?: string): Promise<QueryResult<string>> {
  const result = await run((bucket) =>
    bucket.createSignedUrl(objectName, SIGNED_URL_SECONDS, download ? { download } : undefined),
  );
  return result.error ? result : { data: result.data!.signedUrl };
}

/** Signed addresses for many files in one request (a list's thumbnails), by object name; a missing file has none. */
export async function signedUrls(objectNames: string[]): Promise<QueryResult<Record<string, string>>> {
  if (objectNames.length === 0) return { data: {} };
  const result = await run((bucket) => bucket.createSignedUrls(objectNames, SIGNED_URL_SECONDS));
  if (result.error) return result;
  const byName: Record<string, string> = {};
  for (const row of result.data ?? []) if (row.path && row.signedUrl) byName[row.path] = row.signedUrl;
  return { data: byName };
}

/** A file's bytes, read as the signed-in landlord (the accountant's package puts receipts in its zip). */
export async function downloadObject(objectName: string): Promise<QueryResult<Uint8Array>> {
  const result = await run((bucket) => bucket.download(objectName));
  if (result.error) return result;
  return { data: new Uint8Array(await (result.data as Blob).arrayBuffer()) };
}

/** Removes files; removing one that is already gone is no failure (a retried delete). */
export async function removeObjects(objectNames: string[]): Promise<QueryResult<null>> {
  const result = await run((bucket) => bucket.remove(objectNames));
  return result.error ? result : { data: null };
}

/**
 * The file's bytes (at most 10 MB), sent as they are: every browser's XMLHttpRequest sends an
 * ArrayBuffer byte for byte, and so does the test environment's, which turns a Blob into its name.
 */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

function parseAnswer(text: string): (StorageErrorBody & { Key?: string }) | null {
  try {
    return JSON.parse(text) as StorageErrorBody & { Key?: string };
  } catch {
    return null;
  }
}

export interface UploadRequest {
  objectName: string;
  /** A chosen file, or bytes already in memory (a file of an imported export). */
  body: Blob | Uint8Array;
  contentType: string;
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file with progress. storage-js uploads with fetch, which reports no upload progress,
 * so this is an XMLHttpRequest in the same HTTP shape as its `upload(path, body, { upsert: true })`:
 * POST /object/<bucket>/<path>, the raw body, `x-upsert: true`. Upserting at a path made of the
 * document's id makes a retry after a lost answer write the same object again, not a second one.
 */
export async function uploadObject({
  objectName,
  body,
  contentType,
  onProgress,
  signal,
}: UploadRequest): Promise<QueryResult<{ key: string }>> {
  const token = (await accessToken()) ?? env.supabaseAnonKey;
  let bytes: ArrayBuffer;
  try {
    // A view's own bytes only: a file unzipped from an export shares its buffer with the others.
    bytes = body instanceof Uint8Array ? (body.slice().buffer as ArrayBuffer) : await readBytes(body);
  } catch {
    return { error: { message: 'The file could not be read — attach it again', transport: false } };
  }
  const path = objectName.split('/').map(encodeURIComponent).join('/');
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${STORAGE_URL}/object/${DOCUMENTS_BUCKET}/${path}`);
    xhr.setRequestHeader('apikey', env.supabaseAnonKey);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-upsert', 'true');
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve({ data: { key: answer?.Key ?? `${DOCUMENTS_BUCKET}/${objectName}` } });
      } else resolve({ error: storageError(xhr.status, answer) });
    };
    xhr.onerror = () => resolve({ error: toAppError({ name: 'TypeError', message: 'Failed to fetch' }, undefined, 0) });
    xhr.ontimeout = () => resolve({ error: toAppError({ name: 'AbortError', message: 'timeout' }) });
    xhr.onabort = () => resolve({ error: toAppError({ name: 'AbortError', message: 'signal is aborted' }) });
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(bytes);
  });
}
