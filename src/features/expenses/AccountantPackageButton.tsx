import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { downloadBytes } from '../../utils/download';
import { downloadObject } from '../../api/storage';
import { packageZip, type ReceiptFile } from './accountantPackage';
import { fetchReceipts } from './accountantPackageQueries';
import { useLazyGetAccountantPackageQuery } from './accountantPackageApi';

async function readReceipt(objectName: string): Promise<Uint8Array> {
  const file = await downloadObject(objectName);
  if (file.error) throw file.error;
  return file.data;
}

/**
 * One download for the accountant: the year's Schedule E (to print and as CSV, and per property),
 * the depreciation of each asset, the ledger of the year, the interest per lender and the receipts of
 * the year's payments, in a zip with a one-page index. Read fresh when asked; the zip is made in the
 * browser.
 */
export function AccountantPackageButton({ year }: { year: number }) {
  const today = useLandlordToday();
  const [read] = useLazyGetAccountantPackageQuery();
  const notify = useNotify();
  // From the first read to the zip: the books, then each receipt's file.
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await makePackage();
    } finally {
      setBusy(false);
    }
  };

  const makePackage = async () => {
    const result = await read(year);
    if (result.error || !result.data) {
      notify(`Could not make the package: ${errorMessage(result.error)}`, 'error');
      return;
    }
    let receipts: ReceiptFile[];
    try {
      receipts = await fetchReceipts(result.data.receipts, readReceipt);
    } catch (error) {
      notify(`Could not make the package: a receipt could not be read (${errorMessage(error)})`, 'error');
      return;
    }
    downloadBytes(
      `rental-books-${year}.zip`,
      packageZip({ ...result.data, receipts, preparedOn: today }),
      'application/zip',
    );
    notify(`Accountant's package for ${year} downloaded`);
  };

  return (
    <Button variant="outlined" startIcon={<ArchiveOutlinedIcon />} disabled={busy} onClick={download}>
      {busy ? 'Preparing package...' : "Accountant's package"}
    </Button>
  );
}
