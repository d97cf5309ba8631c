import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { RentThisMonthCard } from '../../features/rent/RentThisMonthCard';

/** /: the dashboard with the rent feature's "Rent this month" card. */
export function DashboardRoute() {
  return <DashboardPage rentCard={<RentThisMonthCard />} />;
}
