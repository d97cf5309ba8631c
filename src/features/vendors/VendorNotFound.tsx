import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { paths } from '../../config/paths';

export function VendorNotFound() {
  return <NotFoundCard title="Vendor not found" backTo={paths.vendors} backLabel="Back to vendors" />;
}
