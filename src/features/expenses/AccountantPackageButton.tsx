import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { Button } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { downloadBytes } from '../../utils/download';
import { packageZip } from './accountantPackage';
import { useLazyGetAccountantPackageQuery } from './accountantPackageApi';

/**
 * One download for the accountant: the year's Schedule E (to print and as CSV, and per property),
 * the depreciation of each asset, the ledger of the year and the interest per lender, in a zip
 * with a one-page index. Read fresh when asked; the zip is made in the browser.
 */
export function AccountantPackageButton({ year }: { year: number }) {
  const today = useLandlordToday();
  const [read, { isFetching }] = useLazyGetAccountantPackageQuery();
  const notify = useNotify();

  const download = async () => {
    const result = await read(year);
    if (result.error || !result.data) {
      notify(`Could not make the package: ${errorMessage(result.error)}`, 'error');
      return;
    }
    downloadBytes(
      `rental-books-${year}.zip`,
      packageZip({ ...result.data, receipts: [], preparedOn: today }),
      'application/zip',
    );
    notify(`Accountant's package for ${year} downloaded`);
  };

  return (
    <Button variant="outlined" startIcon={<ArchiveOutlinedIcon />} disabled={isFetching} onClick={download}>
      {isFetching ? 'Preparing package...' : "Accountant's package"}
    </Button>
  );
}
