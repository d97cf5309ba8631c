import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { ImportKind } from './importKinds';

// The dialog and papaparse load when the landlord opens it, not with the list page.
const ImportCsvDialog = lazy(() => import('./ImportCsvDialog').then((m) => ({ default: m.ImportCsvDialog })));

/** "Import CSV" on the Properties, Vendors and Tasks pages. */
export function ImportCsvButton({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportCsvDialog kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
