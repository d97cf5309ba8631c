import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { downloadBytes } from '../../utils/download';
import type { ExportBundle } from './accountArchive';
import {
  describeExport,
  exportFileName,
  importFailure,
  MAX_EXPORT_BYTES,
  MAX_EXPORT_MB,
  savedDealsOf,
  withBrowserData,
} from './accountExport';
import { readBytes } from './fileIo';
import { useExportAccountMutation, useImportAccountMutation } from './dataTransferApi';
import { FileDropZone } from './FileDropZone';
import { UnfinishedImportNotice } from './UnfinishedImportNotice';

// The zip's reader and writer (fflate) load when a file is made or chosen, not with Settings; a
// failed load (offline) is said like any failed request.
const archive = () =>
  import('./accountArchive').catch((thrown: unknown) => {
    throw new Error(
      errorMessage({ name: 'TypeError', message: String((thrown as Error)?.message ?? thrown), status: 0 }),
    );
  });

type Message = { severity: 'success' | 'error'; text: string } | null;

interface Props {
  /** The calculator's saved deals: they live in the store (persisted per browser), not in the database. */
  savedDeals: unknown[];
  /** Gives the deals of an imported file back to the calculator. */
  onDealsImported: (deals: Array<{ id: string; name: string }>) => void;
}

/**
 * Settings: the whole account out as one file, and such a file into an empty account.
 * src/app wires it to the calculator's saved deals (AccountTransferSection).
 */
export function AccountTransferCard({ savedDeals, onDealsImported }: Props) {
  const [exportAccount, exportState] = useExportAccountMutation();
  const [importAccount, importState] = useImportAccountMutation();
  const [message, setMessage] = useState<Message>(null);
  const [pending, setPending] = useState<ExportBundle | null>(null);
  const today = useLandlordToday();

  const download = async () => {
    setMessage(null);
    const answer = await exportAccount();
    // The files are the largest part of the answer: not kept in the store once zipped.
    exportState.reset();
    if (answer.error) return setMessage({ severity: 'error', text: `Export failed: ${errorMessage(answer.error)}` });
    const file = withBrowserData(answer.data.data, savedDeals);
    try {
      const { exportZip } = await archive();
      downloadBytes(exportFileName(today), exportZip({ data: file, files: answer.data.files }), 'application/zip');
    } catch (thrown) {
      return setMessage({ severity: 'error', text: `Export failed: ${(thrown as Error).message}` });
    }
    setMessage({ severity: 'success', text: `Downloaded ${describeExport(file)}.` });
  };

  const chooseFile = async (file: File) => {
    setMessage(null);
    if (file.size > MAX_EXPORT_BYTES)
      return setMessage({
        severity: 'error',
        text: `${file.name} is larger than ${MAX_EXPORT_MB} MB, too large for an export of this app.`,
      });
    let bundle: Awaited<ReturnType<typeof import('./accountArchive').readExportFile>>;
    try {
      const [{ readExportFile }, bytes] = await Promise.all([archive(), readBytes(file).catch(() => new Uint8Array())]);
      bundle = readExportFile(bytes);
    } catch (thrown) {
      return setMessage({ severity: 'error', text: (thrown as Error).message });
    }
    if ('error' in bundle) return setMessage({ severity: 'error', text: bundle.error });
    setPending(bundle);
  };

  const confirmImport = async () => {
    if (!pending) return;
    const answer = await importAccount(pending);
    importState.reset();
    if (answer.error) {
      setPending(null);
      const reason = importFailure(errorMessage(answer.error));
      return setMessage({
        severity: 'error',
        text: /nothing was imported/i.test(reason) ? reason : `Nothing was imported. ${reason}`,
      });
    }
    onDealsImported(savedDealsOf(pending.data));
    setMessage({ severity: 'success', text: `Imported ${describeExport(pending.data)}.` });
    setPending(null);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          Your data
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Download everything in your account as one .zip file, documents and receipts included: a backup to keep, or
          the way to move your properties, tenants, bills, notes and documents into another Landlord HQ account. A
          download can be imported only into an account that has nothing in it yet.
        </Typography>
        <UnfinishedImportNotice onDone={setMessage} />
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
            {message.text}
          </Alert>
        )}
        <Stack spacing={2}>
          <div>
            <Button
              variant="contained"
              startIcon={<DownloadOutlinedIcon />}
              onClick={download}
              disabled={exportState.isLoading}
            >
              {exportState.isLoading ? 'Exporting...' : 'Export all my data'}
            </Button>
          </div>
          <Typography variant="h3">Import an export</Typography>
          <FileDropZone
            accept=".zip,application/zip,.json,application/json"
            hint="The .zip file that “Export all my data” downloaded (or a .json from an older version)."
            onFile={chooseFile}
            disabled={importState.isLoading}
          />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title="Import this export?"
        message={
          pending
            ? `This adds ${describeExport(pending.data)} to this account, in one step. It works only while the account has no data.`
            : ''
        }
        confirmLabel={importState.isLoading ? 'Importing...' : 'Import'}
        destructive={false}
        busy={importState.isLoading}
        onConfirm={confirmImport}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
