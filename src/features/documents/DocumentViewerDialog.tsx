import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useGetSignedUrlsQuery, type DocumentRow } from './documentsApi';
import { isDrawable } from './documentRules';

/** A document in a dialog: a photo as an image, a PDF in the browser's own viewer, from a signed address. */
export function DocumentViewerDialog({ doc, onClose }: { doc: DocumentRow; onClose: () => void }) {
  const titleId = useId();
  const { data, error, refetch } = useGetSignedUrlsQuery([{ id: doc.id, object_name: doc.object_name }]);
  const url = data?.[doc.object_name];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {doc.name}
      </DialogTitle>
      <DialogContent>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : !data ? (
          <LoadingState text="Opening the document..." />
        ) : !url ? (
          <Typography color="error">This document's file is missing.</Typography>
        ) : isDrawable(doc.content_type) ? (
          <Box component="img" src={url} alt={doc.name} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        ) : doc.content_type === 'application/pdf' ? (
          // A frame, not an <object>: the app's Content-Security-Policy runs no plugins
          // (object-src 'none') and allows frames from the API's origin only.
          <>
            <Box component="iframe" src={url} title={doc.name} sx={{ width: '100%', height: '70vh', border: 0 }} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              Nothing showing? <Link href={url}>Open the PDF</Link> or download it.
            </Typography>
          </>
        ) : (
          <Typography>
            This browser cannot show this photo (HEIC): <Link href={url}>open it</Link> or download it.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
