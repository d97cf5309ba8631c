import { ImportCsvButton } from '../../features/data-transfer/ImportCsvButton';
import { VendorsPage } from '../../features/vendors/VendorsPage';

/** /vendors: the vendors list with the data-transfer feature's Import CSV button. */
export function VendorsRoute() {
  return <VendorsPage importAction={<ImportCsvButton kind="vendors" />} />;
}
