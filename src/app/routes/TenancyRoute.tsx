import { TenancyPage } from '../../features/rent/TenancyPage';
import { DocumentsCard } from './documentParts';

const documents = (tenancyId: string) => (
  <DocumentsCard
    standIn={null}
    owner={{ tenancy_id: tenancyId }}
    kind="Lease"
    hint="The lease, and move-in and move-out photos."
  />
);

/** /tenancies/:id: the tenancy's page with the documents feature's card (the lease, move-in and move-out photos). */
export function TenancyRoute() {
  return <TenancyPage documents={documents} />;
}
