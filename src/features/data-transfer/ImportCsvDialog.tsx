import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { importFailure } from './accountExport';
import { ColumnMappingFields } from './ColumnMappingFields';
import { downloadTable, readCsvFile, type CsvTable } from './csvFile';
import { FileDropZone } from './FileDropZone';
import { IMPORT_KINDS, type ImportKind } from './importKinds';
import { ImportPreviewTable } from './ImportPreviewTable';
import { rowCount } from './rowCount';
import {
  buildRow,
  countOutcomes,
  mappingProblem,
  matchHeaders,
  mergePreview,
  sendable,
  skippedRowsTable,
  summarize,
  templateTable,
  type ColumnMapping,
  type PreviewRow,
} from './importRules';
import { useImportCsvRowsMutation, usePreviewCsvImportMutation } from './dataTransferApi';

const STEPS = ['Choose a file', 'Match columns', 'Preview', 'Done'];
const LABEL_FIELDS: Record<ImportKind, string[]> = {
  properties: ['property.name', 'unit.unit_label'],
  vendors: ['vendor.name', 'account.property_name'],
  tasks: ['task.title', 'task.property_name'],
  tenancies: ['tenancy.tenant_name', 'tenancy.unit_label'],
  rentPayments: ['payment.unit_label', 'payment.paid_on'],
};

type State =
  | { step: 0 }
  | { step: 1; file: string; table: CsvTable; mapping: ColumnMapping }
  | { step: 2; file: string; table: CsvTable; mapping: ColumnMapping; rows: PreviewRow[] }
  | { step: 3; file: string; table: CsvTable; rows: PreviewRow[]; summary: string };

/** The guided CSV import: file, columns, preview, import, summary. */
export function ImportCsvDialog({ kind, onClose }: { kind: ImportKind; onClose: () => void }) {
  const def = IMPORT_KINDS[kind];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [state, setState] = useState<State>({ step: 0 });
  const [error, setError] = useState<string | null>(null);
  const [preview, previewState] = usePreviewCsvImportMutation();
  const [runImport, importState] = useImportCsvRowsMutation();
  const busy = previewState.isLoading || importState.isLoading;

  const chooseFile = async (file: File) => {
    setError(null);
    const table = await readCsvFile(file);
    if ('error' in table) return setError(table.error);
    setState({ step: 1, file: file.name, table, mapping: matchHeaders(kind, table.headers) });
  };

  const showPreview = async () => {
    if (state.step !== 1) return;
    const problem = mappingProblem(kind, state.mapping);
    if (problem) return setError(problem);
    setError(null);
    const built = state.table.records.map((cells, i) => buildRow(kind, state.mapping, cells, i + 2));
    const rows = sendable(built).map((r) => r.payload!);
    const answer = rows.length ? await preview({ kind, rows }) : { data: { rows: [], errors: 0 } };
    if (answer.error) return setError(errorMessage(answer.error));
    setState({ ...state, step: 2, rows: mergePreview(built, answer.data.rows) });
  };

  const doImport = async () => {
    if (state.step !== 2) return;
    const valid = state.rows.filter((r) => r.outcome !== 'error');
    const answer = await runImport({ kind, rows: valid.map((r) => r.payload!) });
    // All or nothing: on an error nothing was written and the preview stays.
    if (answer.error) return setError(importFailure(errorMessage(answer.error)));
    const done = mergePreview(
      state.rows.map((r) => (r.outcome === 'error' ? { ...r, payload: null, errors: r.messages } : r)),
      answer.data.rows,
    );
    setError(null);
    setState({ step: 3, file: state.file, table: state.table, rows: done, summary: summarize(kind, done) });
  };

  const labelColumns =
    state.step === 2
      ? LABEL_FIELDS[kind].map((k) => state.mapping[k]).filter((i): i is number => i !== null && i !== undefined)
      : [];
  const counts = state.step >= 2 && 'rows' in state ? countOutcomes(state.rows) : null;
  const importable = counts ? counts.new + counts.update + counts.unchanged : 0;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="import-csv-title"
    >
      <DialogTitle id="import-csv-title">Import {def.noun} from CSV</DialogTitle>
      <DialogContent>
        <Stepper activeStep={state.step} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {state.step === 0 && (
          <>
            <FileDropZone
              accept=".csv,text/csv"
              hint="A CSV file up to 10 MB, comma or semicolon separated."
              onFile={chooseFile}
            />
            <Typography variant="body2" sx={{ mt: 2 }}>
              One row per{' '}
              {kind === 'properties'
                ? 'unit (repeat the property columns on each)'
                : kind === 'vendors'
                  ? 'vendor and property account'
                  : 'task'}
              .{' '}
              <Link
                component="button"
                type="button"
                onClick={() => downloadTable(`landlord-hq-${kind}-template.csv`, templateTable(kind))}
              >
                Download the template
              </Link>
            </Typography>
          </>
        )}
        {state.step === 1 && (
          <>
            <Typography sx={{ mb: 2 }}>
              {state.file}: {rowCount(state.table.records.length)}. Check which column each field comes from.
            </Typography>
            <ColumnMappingFields
              kind={kind}
              headers={state.table.headers}
              mapping={state.mapping}
              onChange={(mapping) => setState({ ...state, mapping })}
            />
          </>
        )}
        {state.step === 2 && (
          <>
            <Typography sx={{ mb: 2 }}>
              Nothing is saved yet.{' '}
              {counts!.error
                ? `${rowCount(counts!.error)} ${counts!.error === 1 ? 'has an error and' : 'have errors and'} will be skipped. `
                : ''}
              Re-importing the same file changes nothing.
            </Typography>
            <ImportPreviewTable rows={state.rows} headers={state.table.headers} labelColumns={labelColumns} />
          </>
        )}
        {state.step === 3 && (
          <Box role="status">
            <Alert severity="success" sx={{ mb: 2 }}>
              {state.summary}.
            </Alert>
            {counts!.error > 0 && (
              <Button
                variant="outlined"
                onClick={() =>
                  downloadTable(
                    `${state.file.replace(/\.\w+$/, '')}-skipped-rows.csv`,
                    skippedRowsTable(state.table.headers, state.rows),
                  )
                }
              >
                Download the skipped rows with their errors
              </Button>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {state.step === 3 ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {state.step > 0 && (
              <Button
                onClick={() => (setError(null), setState(state.step === 2 ? { ...state, step: 1 } : { step: 0 }))}
                disabled={busy}
              >
                Back
              </Button>
            )}
            {state.step === 1 && (
              <Button variant="contained" onClick={showPreview} disabled={busy}>
                {previewState.isLoading ? 'Checking rows...' : 'Preview'}
              </Button>
            )}
            {state.step === 2 && (
              <Button variant="contained" onClick={doImport} disabled={busy || importable === 0}>
                {importState.isLoading ? 'Importing...' : `Import ${rowCount(importable)}`}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
