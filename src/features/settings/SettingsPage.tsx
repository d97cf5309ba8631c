import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import { useAuth } from '../auth/AuthProvider';
import { DigestSettingsForm } from './DigestSettingsForm';
import { useGetDigestSettingsQuery } from '../../api/userSettingsApi';
import { LoadError } from '../../components/feedback/LoadError';

interface Props {
  /** The account card (auth) and the data transfer card (data-transfer), composed in src/app. */
  accountCard?: ReactNode;
  transferCard?: ReactNode;
}

export function SettingsPage({ accountCard, transferCard }: Props = {}) {
  const { user } = useAuth();
  const { data, error, isLoading, refetch } = useGetDigestSettingsQuery(user!.id);

  return (
    <>
      <PageHeader title="Settings" subtitle="Your account and the e-mail digests we send you." />
      <Stack spacing={3}>
        {accountCard}
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
        {transferCard}
      </Stack>
    </>
  );
}
