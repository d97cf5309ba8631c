import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { onDemand } from '../../components/lazyComponent';
import type { ImportKind } from './importKinds';

// The dialog and papaparse (21–31 KB gzip) load when the landlord opens it, not with the list page;
// if they cannot arrive, the snackbar says so and the next click tries again.
const ImportCsvDialog = onDemand(() => import('./ImportCsvDialog').then((m) => m.ImportCsvDialog));

/** "Import CSV" on the Properties, Vendors and Tasks pages; the rent roll names its two kinds. */
export function ImportCsvButton({ kind, label = 'Import CSV' }: { kind: ImportKind; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <ImportCsvDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
}
