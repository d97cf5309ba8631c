import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { paths } from '../../config/paths';

export function PropertyNotFound() {
  return <NotFoundCard title="Property not found" backTo={paths.properties} backLabel="Back to properties" />;
}
