import { leftOut } from './leftOutError';

/** Stands in for @supabase/storage-js in the app's build: supabase-js builds one; any use says it is left out. */
export class StorageClient {
  from(): never {
    return leftOut('Storage');
  }
  listBuckets(): never {
    return leftOut('Storage');
  }
}

export class StorageApiError extends Error {}
