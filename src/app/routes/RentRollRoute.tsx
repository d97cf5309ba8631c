import { ImportCsvButton } from '../../features/data-transfer/ImportCsvButton';
import { RentRollPage } from '../../features/rent/RentRollPage';

/** /rent-roll: the rent roll with the data-transfer feature's imports of a rent roll and of past payments. */
export function RentRollRoute() {
  return (
    <RentRollPage
      importActions={
        <>
          <ImportCsvButton kind="tenancies" label="Import rent roll" />
          <ImportCsvButton kind="rentPayments" label="Import payments" />
        </>
      }
    />
  );
}
