import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { AttachDocumentButton } from './AttachDocumentButton';
import { DocumentList } from './DocumentList';
import { useGetDocumentsOfQuery, type DocumentOwner } from './documentsApi';
import type { DocumentKind } from './documentRules';
import { UploadList } from './UploadList';
import { ownerKey } from './uploadQueue';

export interface DocumentsCardProps {
  owner: DocumentOwner;
  /** The kind a new document gets: a lease on a tenancy, a W-9 on a vendor. */
  kind: DocumentKind;
  title?: string;
  /** Said when there are none, e.g. 'Leases, move-in and move-out photos.' */
  hint?: string;
}

/** The documents of a property, unit, tenancy, vendor or payment: attach, see them arrive, open, rename, delete. */
export function DocumentsCard({ owner, kind, title = 'Documents', hint }: DocumentsCardProps) {
  const titleId = useId();
  const { data = [], error, refetch, isLoading } = useGetDocumentsOfQuery(owner);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h2" id={titleId}>
            {title}
          </Typography>
          <AttachDocumentButton owner={owner} kind={kind} />
        </Stack>
        <UploadList ownerKey={ownerKey(owner)} />
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : data.length > 0 ? (
          <DocumentList documents={data} label={title} />
        ) : (
          !isLoading && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {hint ?? 'No documents yet.'}
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}
