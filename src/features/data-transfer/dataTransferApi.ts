import { baseApi, TAG_TYPES } from '../../api/baseApi';
import type { Json } from '../../api/database.types';
import { toAppError } from '../../api/errors';
import { guard, runMutation, runQuery, type QueryResult } from '../../api/query';
import { downloadObject, removeObjects, uploadObject } from '../../api/storage';
import { supabase } from '../../api/supabase';
import { listTag } from '../../api/tags';
import type { ExportBundle } from './accountArchive';
import { downloadFiles, type FileStore } from './accountFiles';
import { CLEAR_STEP_ROWS, exportInSteps, importInSteps, removeImportFiles, type RpcCall } from './accountSteps';
import { StepError } from './stepError';
import type { ImportKind } from './importKinds';
import type { ImportAnswer } from './importRules';

/** An import that did not finish (a closed tab): its rows stay marked until they are removed. */
export interface UnfinishedImport {
  id: string;
  startedAt: string;
  rows: number;
}

const UNFINISHED_IMPORT = { type: 'AccountImport', id: 'UNFINISHED' } as const;

function toUnfinishedImport(data: unknown): UnfinishedImport | null {
  const answer = data as { import?: unknown; started_at?: unknown; rows?: unknown } | null;
  if (!answer || typeof answer.import !== 'string') return null;
  return { id: answer.import, startedAt: String(answer.started_at ?? ''), rows: Number(answer.rows ?? 0) };
}

type CsvImportArgs = { kind: ImportKind; rows: Array<Record<string, unknown>> };

// An import may touch any row of these types, so it invalidates the types, not ids.
const WRITTEN_BY_KIND = {
  // Units written with a tenant, lease or rent write their tenancies (the database).
  properties: ['Property', 'Unit', 'PropertyManager', 'Dashboard', 'Tenancy', 'RentLedger'],
  vendors: ['Vendor', 'VendorAccount', 'Property'],
  tasks: ['Task', 'Property', 'Vendor', 'Dashboard'],
  // A tenancy writes its unit's tenant, lease, rent and deposit too.
  tenancies: ['Property', 'Unit', 'Dashboard', 'Tenancy', 'RentLedger'],
  rentPayments: ['Dashboard', 'RentLedger'],
} as const;

// The answer's rules (with every import kind's columns) come with the import dialog, which
// already has them, not with each page that reaches this API (Settings' account transfer). Loaded
// before the call, so an answer is never lost to a failed download.
const importCsv = ({ kind, rows }: CsvImportArgs, dryRun: boolean) =>
  guard(async (): Promise<QueryResult<ImportAnswer>> => {
    const { parseImportAnswer } = await import('./importRules');
    const result = await runMutation(() =>
      supabase.rpc('import_csv_rows', { p_kind: kind, p_rows: rows as Json, p_dry_run: dryRun }),
    );
    return result.error ? result : { data: parseImportAnswer(result.data) };
  });

const rpc: RpcCall = (fn, args) => supabase.rpc(fn as never, args as never);

/** The documents' files through the app's Storage calls; their errors are errors.ts's sentences. */
const files: FileStore = {
  download: async (name) => {
    const answer = await downloadObject(name);
    return answer.error ? { data: null, error: answer.error } : { data: answer.data, error: null };
  },
  upload: async (name, bytes, contentType) => {
    const answer = await uploadObject({ objectName: name, body: bytes, contentType });
    return { error: answer.error ?? null };
  },
  remove: async (names) => ({ error: (await removeObjects(names)).error ?? null }),
};

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
    // A download on demand: never cached. Table by table, page by page (each call short), then
    // every document's file, a few at a time.
    exportAccount: build.mutation<ExportBundle, void>({
      queryFn: () =>
        inSteps(async () => {
          const data = await exportInSteps(rpc);
          return { data, files: await downloadFiles(files, data) };
        }),
    }),
    // In chunks the browser drives, then the files; all or nothing for the account (accountSteps.ts).
    // An import refused or undone may leave an unfinished one behind: the list of types includes it.
    importAccount: build.mutation<{ counts: Record<string, number> }, ExportBundle>({
      queryFn: (bundle) => inSteps(() => importInSteps(rpc, files, bundle)),
      invalidatesTags: TAG_TYPES.filter((t) => t !== 'Schema'),
    }),
    // Read from the database, so it shows after a reload and in another browser.
    getUnfinishedImport: build.query<UnfinishedImport | null, void>({
      queryFn: async () => {
        const result = await runQuery(() => supabase.rpc('account_unfinished_import'));
        return result.error ? result : { data: toUnfinishedImport(result.data) };
      },
      providesTags: [UNFINISHED_IMPORT],
    }),
    // Before its rows go (they name them): the files of the unfinished import's documents.
    removeUnfinishedImportFiles: build.mutation<null, string>({
      queryFn: (importId) =>
        inSteps(async () => {
          await removeImportFiles(rpc, files, importId);
          return null;
        }),
      invalidatesTags: [listTag('Document')],
    }),
    // One short step of removing it: the rows left. The screens refetch once none are left.
    clearUnfinishedImportStep: build.mutation<number, string>({
      queryFn: (importId) =>
        runMutation(() => supabase.rpc('import_account_clear', { p_import: importId, p_limit: CLEAR_STEP_ROWS }), 0),
      invalidatesTags: (left) => (left === 0 ? TAG_TYPES.filter((t) => t !== 'Schema') : []),
    }),
  }),
});

export const {
  usePreviewCsvImportMutation,
  useImportCsvRowsMutation,
  useExportAccountMutation,
  useImportAccountMutation,
  useGetUnfinishedImportQuery,
  useClearUnfinishedImportStepMutation,
  useRemoveUnfinishedImportFilesMutation,
} = dataTransferApi;
