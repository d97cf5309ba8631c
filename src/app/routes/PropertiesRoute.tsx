import { ImportCsvButton } from '../../features/data-transfer/ImportCsvButton';
import { PropertiesPage } from '../../features/properties/PropertiesPage';

/** /properties: the properties list with the data-transfer feature's Import CSV button. */
export function PropertiesRoute() {
  return <PropertiesPage importAction={<ImportCsvButton kind="properties" />} />;
}
