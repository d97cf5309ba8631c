import type { QueuedUpload } from './uploadQueue';

/** The files of the uploads in the queue, by document id: in memory, and in IndexedDB where there is one. */
export const keptFiles = new Map<string, Blob>();

const DB_NAME = 'landlordhq-uploads';
const STORE = 'files';

interface KeptRecord {
  id: string;
  /** Whose upload: another landlord signing in on this browser finds none of them. */
  userId: string;
  item: QueuedUpload;
  file: Blob;
}

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    // Private windows and full disks refuse: the file is then kept in memory only.
    request.onerror = () => resolve(null);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    } finally {
      db.close();
    }
  });
}

export async function keepFile(item: QueuedUpload, file: Blob): Promise<void> {
  keptFiles.set(item.id, file);
  await withStore('readwrite', (store) =>
    store.put({ id: item.id, userId: item.userId, item, file } satisfies KeptRecord),
  );
}

export async function forgetFile(id: string): Promise<void> {
  keptFiles.delete(id);
  await withStore('readwrite', (store) => store.delete(id));
}

/** The signed-in landlord's uploads that a reload interrupted, their files back in memory. */
export async function keptUploads(userId: string): Promise<QueuedUpload[]> {
  const records = ((await withStore('readonly', (store) => store.getAll())) ?? []) as KeptRecord[];
  const mine = records.filter((r) => r.userId === userId && r.file instanceof Blob);
  for (const r of mine) keptFiles.set(r.id, r.file);
  return mine.map((r) => ({ ...r.item, userId: r.userId }));
}
