import { DocumentsCard } from '../../features/documents/DocumentsCard';
import { TenancyPage } from '../../features/rent/TenancyPage';

const documents = (tenancyId: string) => (
  <DocumentsCard owner={{ tenancy_id: tenancyId }} kind="Lease" hint="The lease, and move-in and move-out photos." />
);

/** /tenancies/:id: the tenancy's page with the documents feature's card (the lease, move-in and move-out photos). */
export function TenancyRoute() {
  return <TenancyPage documents={documents} />;
}
