import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { PageHeader } from '../../components/layout/PageHeader';
import { useAuth } from '../auth/AuthProvider';
import { AccountCard } from './AccountCard';
import { DigestSettingsForm } from './DigestSettingsForm';
import { useGetDigestSettingsQuery } from './settingsApi';
import { LoadError } from '../../components/feedback/LoadError';
import { AccountTransferCard } from '../data-transfer/AccountTransferCard';

export function SettingsPage() {
  const { user } = useAuth();
  const { data, error, isLoading, refetch } = useGetDigestSettingsQuery(user!.id);

  return (
    <>
      <PageHeader title="Settings" subtitle="Your account and the e-mail digests we send you." />
      <Stack spacing={3}>
        <AccountCard user={user!} />
        <Card>
          <CardContent>
            <Typography variant="h2" gutterBottom>
              Email digests
            </Typography>
            {isLoading ? (
              <Stack spacing={2} aria-label="Loading digest settings">
                <Skeleton height={40} width={240} />
                <Skeleton height={56} width={320} />
                <Skeleton height={40} width={240} />
                <Skeleton height={56} width={360} />
              </Stack>
            ) : error ? (
              <LoadError error={error} onRetry={refetch} />
            ) : (
              <DigestSettingsForm userId={user!.id} email={user!.email ?? ''} initial={data!} />
            )}
          </CardContent>
        </Card>
        <AccountTransferCard />
      </Stack>
    </>
  );
}
