import ConstructionIcon from '@mui/icons-material/Construction';
import { Card } from '@mui/material';
import { EmptyState } from '../components/feedback/EmptyState';
import { PageHeader } from '../components/layout/PageHeader';

/** A route whose screen a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState icon={<ConstructionIcon />} title="Coming soon" description={`The ${title} screen is on its way.`} />
      </Card>
    </>
  );
}
