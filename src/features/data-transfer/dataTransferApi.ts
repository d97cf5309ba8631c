import { baseApi, TAG_TYPES } from '../../api/baseApi';
import type { Json } from '../../api/database.types';
import { toAppError } from '../../api/errors';
import { guard, runMutation, type QueryResult } from '../../api/query';
import { supabase } from '../../api/supabase';
import type { AccountExport } from './accountExport';
import { exportInSteps, importInSteps, StepError, type RpcCall } from './accountSteps';
import type { ImportKind } from './importKinds';
import type { ImportAnswer } from './importRules';

type CsvImportArgs = { kind: ImportKind; rows: Array<Record<string, unknown>> };

// An import may touch any row of these types, so it invalidates the types, not ids.
const WRITTEN_BY_KIND = {
  properties: ['Property', 'Unit', 'PropertyManager', 'Dashboard'],
  vendors: ['Vendor', 'VendorAccount', 'Property'],
  tasks: ['Task', 'Property', 'Vendor', 'Dashboard'],
} as const;

// Issue 22: the answer's rules (with every import kind's columns) come with the import dialog, which
// already has them, not with each page that reaches this API (Settings' account transfer). Loaded
// before the call, so an answer is never lost to a failed download.
const importCsv = ({ kind, rows }: CsvImportArgs, dryRun: boolean) =>
  guard(async (): Promise<QueryResult<ImportAnswer>> => {
    const { parseImportAnswer } = await import('./importRules');
    const result = await runMutation(() => supabase.rpc('import_csv_rows', { p_kind: kind, p_rows: rows as Json, p_dry_run: dryRun }));
    return result.error ? result : { data: parseImportAnswer(result.data) };
  });

const rpc: RpcCall = (fn, args) => supabase.rpc(fn as never, args as never);

/** Several database calls as one queryFn: a refused step is the answer's error. */
const inSteps = <T>(run: () => Promise<T>): Promise<QueryResult<T>> =>
  guard(async () => {
    try {
      return { data: await run() };
    } catch (thrown) {
      if (thrown instanceof StepError) return { error: toAppError(thrown.failure) };
      throw thrown;
    }
  });

export const dataTransferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The preview: the database runs the rows and rolls them back, answering per row.
    previewCsvImport: build.mutation<ImportAnswer, CsvImportArgs>({
      queryFn: (args) => importCsv(args, true),
    }),
    // The import: every row in one transaction, or none.
    importCsvRows: build.mutation<ImportAnswer, CsvImportArgs>({
      queryFn: (args) => importCsv(args, false),
      invalidatesTags: (_r, _e, { kind }) => [...WRITTEN_BY_KIND[kind]],
    }),
    // A download on demand: never cached. Table by table, page by page (each call short).
    exportAccount: build.mutation<AccountExport, void>({
      queryFn: () => inSteps(() => exportInSteps(rpc)),
    }),
    // In chunks the browser drives; all or nothing for the account (accountSteps.ts).
    importAccount: build.mutation<{ counts: Record<string, number> }, AccountExport>({
      queryFn: (data) => inSteps(() => importInSteps(rpc, data)),
      invalidatesTags: TAG_TYPES.filter((t) => t !== 'Schema'),
    }),
  }),
});

export const { usePreviewCsvImportMutation, useImportCsvRowsMutation, useExportAccountMutation, useImportAccountMutation } = dataTransferApi;
