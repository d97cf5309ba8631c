import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { AttachDocumentButton } from './AttachDocumentButton';
import { isDrawable } from './documentRules';
import { useGetReceiptsOfPaymentsQuery, useGetSignedUrlsQuery, type DocumentRow } from './documentsApi';
import { DocumentViewerDialog } from './DocumentViewerDialog';
import { UploadList } from './UploadList';
import { ownerKey } from './uploadQueue';

/**
 * Every payment of a list reads its receipts through the same argument: one request for the whole
 * list (RTK Query shares it), and one more for the photos' thumbnails.
 */
function useReceipts(paymentIds: string[]) {
  const query = useGetReceiptsOfPaymentsQuery(paymentIds, { skip: paymentIds.length === 0 });
  const drawable = useMemo(
    () =>
      (query.data ?? [])
        .filter((d) => isDrawable(d.content_type))
        .map((d) => ({ id: d.id, object_name: d.object_name })),
    [query.data],
  );
  const { data: thumbnails = {} } = useGetSignedUrlsQuery(drawable, { skip: drawable.length === 0 });
  return { ...query, thumbnails };
}

/** "12 of 14 payments have a receipt": what is left to find before the return is filed. */
export function ReceiptsCount({ paymentIds }: { paymentIds: string[] }) {
  const { data } = useReceipts(paymentIds);
  if (!data || paymentIds.length === 0) return null;
  const withReceipt = new Set(data.map((d) => d.payment_id)).size;
  const total = paymentIds.length;
  return (
    <Typography role="status" aria-label="Payments with a receipt" variant="body2" sx={{ mb: 1 }}>
      {total === 1
        ? withReceipt === 1
          ? 'The payment has a receipt.'
          : 'The payment has no receipt yet.'
        : `${withReceipt} of ${total} payments have a receipt.`}
    </Typography>
  );
}

function ReceiptButton({ doc, url, onOpen }: { doc: DocumentRow; url?: string; onOpen: () => void }) {
  const icon = url ? (
    <Avatar variant="rounded" src={url} alt="" sx={{ width: 40, height: 40 }} />
  ) : doc.content_type === 'application/pdf' ? (
    <PictureAsPdfOutlinedIcon />
  ) : (
    <ReceiptLongOutlinedIcon />
  );
  return (
    <Button
      size="small"
      variant="text"
      startIcon={icon}
      onClick={onOpen}
      aria-label={`Open ${doc.name}`}
      sx={{ textTransform: 'none', justifyContent: 'flex-start', maxWidth: '100%', overflowWrap: 'anywhere' }}
    >
      {doc.name}
    </Button>
  );
}

/**
 * One payment's receipts among a list's (`paymentIds`, read once for all): each opens in the
 * viewer; a payment without one says so and offers Attach. `subject` names the payment.
 */
export function PaymentReceipts({
  paymentId,
  paymentIds,
  subject,
}: {
  paymentId: string;
  paymentIds: string[];
  subject: string;
}) {
  const { data, error, refetch, thumbnails } = useReceipts(paymentIds);
  const [viewing, setViewing] = useState<DocumentRow | null>(null);
  const owner = { payment_id: paymentId };
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (!data) return null;
  const receipts = data.filter((d) => d.payment_id === paymentId);
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }} aria-label={`Receipts of ${subject}`} role="group">
      {receipts.length > 0 ? (
        receipts.map((doc) => (
          <ReceiptButton key={doc.id} doc={doc} url={thumbnails[doc.object_name]} onOpen={() => setViewing(doc)} />
        ))
      ) : (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            No receipt
          </Typography>
          <AttachDocumentButton owner={owner} kind="Receipt" label="Attach receipt" subject={subject} />
        </Stack>
      )}
      <UploadList ownerKey={ownerKey(owner)} />
      {viewing && <DocumentViewerDialog doc={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
