import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { DocumentsToRenewCard } from '../../features/documents/DocumentsToRenewCard';
import { RentThisMonthCard } from '../../features/rent/RentThisMonthCard';

/** /: the dashboard with the rent feature's "Rent this month" card and the documents feature's "Documents to renew". */
export function DashboardRoute() {
  return <DashboardPage rentCard={<RentThisMonthCard />} documentsCard={<DocumentsToRenewCard />} />;
}
