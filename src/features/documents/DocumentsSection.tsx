import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { AttachDocumentButton } from './AttachDocumentButton';
import { DocumentList } from './DocumentList';
import { useGetDocumentsOfQuery, type DocumentOwner } from './documentsApi';
import type { DocumentKind } from './documentRules';
import { UploadList } from './UploadList';
import { ownerKey } from './uploadQueue';

/** A list of an owner's documents with Attach, for inside a card or dialog. */
export function DocumentsPanel({ owner, kind, label }: { owner: DocumentOwner; kind: DocumentKind; label: string }) {
  const { data = [], error, refetch, isLoading } = useGetDocumentsOfQuery(owner);
  return (
    <Box sx={{ mt: 1 }}>
      <AttachDocumentButton owner={owner} kind={kind} />
      <UploadList ownerKey={ownerKey(owner)} />
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : data.length > 0 ? (
        <DocumentList documents={data} label={label} />
      ) : (
        !isLoading && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            No documents yet.
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * Documents inside another card (a unit's, under it): closed until asked for, so a property of
 * forty units reads none of them until one is opened.
 */
export function DocumentsSection({ owner, kind, label }: { owner: DocumentOwner; kind: DocumentKind; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide documents' : 'Documents'}
      </Button>
      {open && <DocumentsPanel owner={owner} kind={kind} label={label} />}
    </Stack>
  );
}
