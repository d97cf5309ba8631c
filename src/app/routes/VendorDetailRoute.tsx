import { VendorDetailPage } from '../../features/vendors/VendorDetailPage';
import { DocumentsCard } from './documentParts';

const documents = (vendorId: string) => (
  <DocumentsCard
    standIn={null}
    owner={{ vendor_id: vendorId }}
    kind="W-9"
    hint="The vendor's W-9, contracts and certificates."
  />
);

/** /vendors/:id: the vendor's page with the documents feature's card (its W-9, contracts). */
export function VendorDetailRoute() {
  return <VendorDetailPage documents={documents} />;
}
