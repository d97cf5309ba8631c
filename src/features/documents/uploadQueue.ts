import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { currentSession } from '../../api/auth';
import { ERROR_TEXT, toAppError, type AppError } from '../../api/errors';
import { waitingMessage, type SaveQueueState } from '../../api/saveQueue/saveQueue';
import { selectSave } from '../../api/saveQueue/saveQueueSlice';
import { uploadObject } from '../../api/storage';
import {
  documentsApi,
  type DocumentOwner,
  type DocumentRow,
  type NewDocument,
  type PaymentOfCompletion,
} from './documentsApi';
import { objectNameFor, safeFileName, type DocumentContentType, type DocumentKind } from './documentRules';
import { forgetFile, keepFile, keptFiles } from './keptFiles';

export type UploadStatus = 'uploading' | 'saving' | 'waiting' | 'failed';

/**
 * A receipt chosen while completing a task goes to the payment that completion makes: found once
 * the completion's save has reached the server, also when it waited for the connection.
 */
export interface ForCompletion {
  /** The completion's save (src/api/saveQueue). */
  saveId: string;
  payment: PaymentOfCompletion;
}

/** What a waiting receipt says until its completion is saved. */
const WAITS_FOR_COMPLETION = 'Waits for its completion to be saved, then goes to its payment';

/** A file on its way: uploaded, then its row inserted; it leaves the queue once both are done. */
export interface QueuedUpload {
  /** The document's id, made here: its folder in the bucket and its row's key, so a retry is the same document. */
  id: string;
  /** Whose it is: only they see it, and it is only ever sent into their account. */
  userId: string;
  /** Which list shows it (ownerKey). */
  ownerKey: string;
  fileName: string;
  status: UploadStatus;
  /** 0–100 while uploading. */
  percent: number;
  /** Why it waits or failed. */
  message?: string;
  document: Omit<NewDocument, 'object_name'>;
  /** Set once the file is in the bucket: a retry then only inserts the row. */
  uploaded?: boolean;
  /** A completion's receipt: its owner, the payment, is found once the completion is saved. */
  forCompletion?: ForCompletion;
}

/** The list a document shows in: its owner, or the account's. */
export const ownerKey = (owner: DocumentOwner | null | undefined) =>
  owner ? Object.entries(owner)[0].join(':') : 'account';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Listener = () => void;

/**
 * The uploads of this page, outside the Redux store: each holds a file (a Blob is not state) and a
 * progress that changes many times a second. The files are kept in memory and in IndexedDB
 * (keptFiles.ts), so a reload, or a connection that drops, loses none.
 */
let items: QueuedUpload[] = [];
const listeners = new Set<Listener>();
const running = new Set<string>();
const done = new Map<string, (doc: DocumentRow) => void>();

function set(id: string, change: Partial<QueuedUpload>) {
  items = items.map((i) => (i.id === id ? { ...i, ...change } : i));
  listeners.forEach((l) => l());
}
function drop(id: string) {
  items = items.filter((i) => i.id !== id);
  listeners.forEach((l) => l());
}

export const uploadQueue = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
};

export interface UploadRequest {
  file: Blob;
  fileName: string;
  contentType: DocumentContentType;
  name: string;
  kind: DocumentKind;
  owner?: DocumentOwner | null;
  /** Instead of an owner: the completion whose payment it goes to. */
  forCompletion?: ForCompletion;
  expiresOn?: string | null;
  /** Called with the saved document (e.g. to tell the landlord it is attached). */
  onSaved?: (doc: DocumentRow) => void;
}

/** Queues a file and sends it; resolves once it is saved, waits, or failed. */
export async function queueUpload(dispatch: Dispatch, request: UploadRequest): Promise<void> {
  const userId = (await currentSession())?.user.id;
  if (!userId) return;
  const id = crypto.randomUUID();
  const item: QueuedUpload = {
    id,
    userId,
    ownerKey: ownerKey(request.owner),
    fileName: safeFileName(request.fileName, request.contentType),
    status: 'uploading',
    percent: 0,
    document: {
      id,
      name: request.name,
      kind: request.kind,
      content_type: request.contentType,
      size_bytes: request.file.size,
      expires_on: request.expiresOn ?? null,
      owner: request.owner ?? null,
    },
    ...(request.forCompletion ? { forCompletion: request.forCompletion } : {}),
  };
  items = [...items, item];
  listeners.forEach((l) => l());
  if (request.onSaved) done.set(id, request.onSaved);
  await keepFile(item, request.file);
  await sendUpload(dispatch, id);
}

/** Sends one queued upload again (Retry, or the connection came back). */
export async function sendUpload(dispatch: Dispatch, id: string): Promise<void> {
  const item = items.find((i) => i.id === id);
  const file = keptFiles.get(id);
  if (!item || running.has(id)) return;
  if (!file) return set(id, { status: 'failed', message: 'The file is no longer in this browser — attach it again' });
  running.add(id);
  try {
    const failure = await send(dispatch, item, file);
    if (!failure) return;
    if ('waits' in failure) return set(id, { status: 'waiting', message: failure.waits });
    set(id, {
      status: failure.transport ? 'waiting' : 'failed',
      message: failure.transport ? waitingMessage(failure.message === ERROR_TEXT.offline) : failure.message,
    });
  } finally {
    running.delete(id);
  }
}

/** Why an upload stops short of saved: a failure, or a completion it waits for. */
type Stop = AppError | { waits: string };

/** The payment a completion's receipt goes to, once the completion is saved. */
async function paymentOf(dispatch: Dispatch, { saveId, payment }: ForCompletion): Promise<DocumentOwner | Stop> {
  const save = dispatch((_: unknown, getState: () => unknown) => selectSave(getState() as SaveQueueState, saveId));
  if (save?.status === 'waiting' || save?.status === 'sending') return { waits: WAITS_FOR_COMPLETION };
  if (save?.status === 'refused')
    return { message: `Its completion was not saved (${save.message ?? 'refused'}): attach the receipt once it is` };
  // Subscribed while it reads: the completion's own refetches (invalidated once no read is under
  // way) would otherwise drop an entry nobody holds, and this answer with it.
  const read = dispatch(documentsApi.endpoints.getPaymentOfCompletion.initiate(payment, { forceRefetch: true }));
  const found = await read;
  read.unsubscribe();
  if (found.error) return toAppError(found.error);
  if (!found.data) return { message: 'Its payment was not found: attach the receipt from the expense' };
  return { payment_id: found.data };
}

async function send(dispatch: Dispatch, item: QueuedUpload, file: Blob): Promise<Stop | null> {
  const userId = (await currentSession())?.user.id;
  // Another landlord signed in on this browser: the file waits for its own landlord.
  if (!userId || userId !== item.userId) return toAppError({ message: 'JWT expired' }, undefined, 401);
  const objectName = objectNameFor(userId, item.id, item.fileName);
  if (!item.uploaded) {
    set(item.id, { status: 'uploading', percent: 0, message: undefined });
    const uploaded = await uploadObject({
      objectName,
      body: file,
      contentType: item.document.content_type,
      onProgress: (percent) => set(item.id, { percent }),
    });
    if (uploaded.error) return uploaded.error;
    set(item.id, { uploaded: true });
  }
  let document = item.document;
  if (!document.owner && item.forCompletion) {
    const owner = await paymentOf(dispatch, item.forCompletion);
    if ('message' in owner || 'waits' in owner) return owner;
    document = { ...document, owner };
    // It shows in its payment's list from here on.
    set(item.id, { document, ownerKey: ownerKey(owner), forCompletion: undefined });
  }
  set(item.id, { status: 'saving', percent: 100, message: undefined });
  const saved = await dispatch(documentsApi.endpoints.addDocument.initiate({ ...document, object_name: objectName }));
  const error = saved.error ? toAppError(saved.error) : null;
  // A duplicate on a retry: the first insert reached the database, its answer did not come back.
  if (error && error.code !== '23505') return error;
  const onSaved = done.get(item.id);
  done.delete(item.id);
  drop(item.id);
  await forgetFile(item.id);
  if (saved.data) onSaved?.(saved.data);
  return null;
}

/** Sends every upload of this landlord that waits (for the connection, or for its completion). */
export async function sendWaitingUploads(dispatch: Dispatch, userId: string): Promise<void> {
  for (const item of items.filter((i) => i.status === 'waiting' && i.userId === userId))
    await sendUpload(dispatch, item.id);
}

/** Takes an upload out of the queue, its kept file with it (Remove). */
export async function removeUpload(id: string): Promise<void> {
  done.delete(id);
  drop(id);
  await forgetFile(id);
}

const RESTORED = 'Kept in this browser when the page closed — sending it again';

/**
 * Takes another landlord's uploads out of this page's memory when the signed-in user changes
 * (their files stay in IndexedDB under their id, back when they sign in again here).
 */
export function keepOnlyUploadsOf(userId: string | null) {
  const others = items.filter((i) => i.userId !== userId);
  if (others.length === 0) return;
  for (const i of others) {
    done.delete(i.id);
    keptFiles.delete(i.id);
  }
  items = items.filter((i) => i.userId === userId);
  listeners.forEach((l) => l());
}

/** Puts back the uploads a reload interrupted (their files kept in IndexedDB), waiting to be sent. */
export function restoreUploads(restored: QueuedUpload[]) {
  const known = new Set(items.map((i) => i.id));
  const fresh = restored
    .filter((i) => !known.has(i.id))
    .map((i) => ({ ...i, status: 'waiting' as const, percent: 0, message: RESTORED }));
  if (fresh.length === 0) return;
  items = [...items, ...fresh];
  listeners.forEach((l) => l());
}

/** Tests: an empty queue. */
export function resetUploadQueue() {
  items = [];
  running.clear();
  done.clear();
  keptFiles.clear();
  listeners.forEach((l) => l());
}
