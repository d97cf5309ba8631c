import { baseApi, TAG_TYPES } from '../../api/baseApi';
import type { Json } from '../../api/database.types';
import { runMutation } from '../../api/query';
import { supabase } from '../../api/supabase';
import type { AccountExport } from './accountExport';
import type { ImportKind } from './importKinds';
import type { DbRowResult } from './importRules';

type CsvImportAnswer = { rows: DbRowResult[]; errors: number };
type CsvImportArgs = { kind: ImportKind; rows: Array<Record<string, unknown>> };

// An import may touch any row of these types, so it invalidates the types, not ids.
const WRITTEN_BY_KIND = {
  properties: ['Property', 'Unit', 'PropertyManager', 'Dashboard'],
  vendors: ['Vendor', 'VendorAccount', 'Property'],
  tasks: ['Task', 'Property', 'Vendor', 'Dashboard'],
} as const;

const importCsv = ({ kind, rows }: CsvImportArgs, dryRun: boolean) =>
  runMutation(() => supabase.rpc('import_csv_rows', { p_kind: kind, p_rows: rows as Json, p_dry_run: dryRun })).then((result) =>
    result.error ? result : { data: result.data as unknown as CsvImportAnswer },
  );

export const dataTransferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The preview: the database runs the rows and rolls them back, answering per row.
    previewCsvImport: build.mutation<CsvImportAnswer, CsvImportArgs>({
      queryFn: (args) => importCsv(args, true),
    }),
    // The import: every row in one transaction, or none.
    importCsvRows: build.mutation<CsvImportAnswer, CsvImportArgs>({
      queryFn: (args) => importCsv(args, false),
      invalidatesTags: (_r, _e, { kind }) => [...WRITTEN_BY_KIND[kind]],
    }),
    // A download on demand: never cached.
    exportAccount: build.mutation<AccountExport, void>({
      queryFn: () => runMutation(() => supabase.rpc('export_account')).then((r) => (r.error ? r : { data: r.data as unknown as AccountExport })),
    }),
    importAccount: build.mutation<{ counts: Record<string, number> }, AccountExport>({
      queryFn: (data) =>
        runMutation(() => supabase.rpc('import_account', { p_data: data as unknown as Json })).then((r) =>
          r.error ? r : { data: r.data as unknown as { counts: Record<string, number> } },
        ),
      invalidatesTags: TAG_TYPES.filter((t) => t !== 'Schema'),
    }),
  }),
});

export const { usePreviewCsvImportMutation, useImportCsvRowsMutation, useExportAccountMutation, useImportAccountMutation } = dataTransferApi;
