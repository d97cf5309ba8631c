import { inPlace } from '../../components/lazyComponent';

// The documents feature's parts, as their screens compose them: their code (the list, the upload
// queue, the Storage wrapper) loads after the page's, since they sit below the first screenful or
// in a dialog. The property page, a vendor and a tenancy then add 1 KB gzip each instead of 12–20.
export const DocumentsCard = inPlace(() =>
  import('../../features/documents/DocumentsCard').then((m) => m.DocumentsCard),
);
export const DocumentsSection = inPlace(() =>
  import('../../features/documents/DocumentsSection').then((m) => m.DocumentsSection),
);
export const DocumentsPanel = inPlace(() =>
  import('../../features/documents/DocumentsSection').then((m) => m.DocumentsPanel),
);
export const PaymentReceipts = inPlace(() =>
  import('../../features/documents/PaymentReceipts').then((m) => m.PaymentReceipts),
);
export const ReceiptsCount = inPlace(() =>
  import('../../features/documents/PaymentReceipts').then((m) => m.ReceiptsCount),
);
export const ReceiptFileField = inPlace(() =>
  import('../../features/documents/ReceiptFileField').then((m) => m.ReceiptFileField),
);
