import type { SupabaseClient } from '@supabase/supabase-js';
import type { ExportBundle } from '../../src/features/data-transfer/accountArchive';
import { downloadFiles, storageJsFileStore, type FileStore } from '../../src/features/data-transfer/accountFiles';
import {
  clearImportInSteps,
  exportInSteps,
  importInSteps,
  type RpcCall,
} from '../../src/features/data-transfer/accountSteps';

/** The whole-account export and import in the app's own steps (accountSteps.ts), as one signed-in landlord. */
export const rpcOf =
  (client: SupabaseClient): RpcCall =>
  (fn, args) =>
    client.rpc(fn, args);

/** The documents' files through supabase-js, as that landlord. */
export const filesOf = (client: SupabaseClient): FileStore => storageJsFileStore(client.storage.from('documents'));

/** What "Export all my data" puts in its zip: the rows, and every document's file. */
export async function exportBundle(client: SupabaseClient, pageRows?: number): Promise<ExportBundle> {
  const data = await exportInSteps(rpcOf(client), pageRows);
  return { data, files: await downloadFiles(filesOf(client), data) };
}

/** An export's rows alone, for an account with no documents (or rows whose files are not the point). */
export const rowsOnly = (data: ExportBundle['data']): ExportBundle => ({ data, files: new Map() });

export const importBundle = (client: SupabaseClient, bundle: ExportBundle, chunkRows?: number) =>
  importInSteps(rpcOf(client), filesOf(client), bundle, chunkRows);

export const clearImport = (
  client: SupabaseClient,
  importId: string,
  onProgress?: (left: number) => void,
  stepRows?: number,
) => clearImportInSteps(rpcOf(client), filesOf(client), importId, onProgress, stepRows);
