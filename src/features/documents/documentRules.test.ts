import {
  GIF_BYTES,
  HEIC_HEAD,
  HEIF_HEAD,
  JPEG_BYTES,
  MP4_HEAD,
  PDF_BYTES,
  PNG_BYTES,
  TEXT_BYTES,
  WEBP_BYTES,
} from '../../../tests/fixtures/files';
import {
  defaultDocumentName,
  FILE_TEXT,
  fileProblem,
  fileTypeOf,
  formatFileSize,
  MAX_FILE_BYTES,
  objectNameFor,
  safeFileName,
} from './documentRules';

describe('fileTypeOf: the type by content', () => {
  it.each([
    ['a PDF', PDF_BYTES, 'application/pdf'],
    ['a JPEG', JPEG_BYTES, 'image/jpeg'],
    ['a PNG', PNG_BYTES, 'image/png'],
    ['a GIF89a', GIF_BYTES, 'image/gif'],
    ['a GIF87a', new TextEncoder().encode('GIF87a\x01\x00'), 'image/gif'],
    ['a WebP', WEBP_BYTES, 'image/webp'],
    ['an iPhone HEIC', HEIC_HEAD, 'image/heic'],
    ['a HEIF', HEIF_HEAD, 'image/heif'],
  ])('%s', (_name, bytes, type) => {
    expect(fileTypeOf(bytes)).toBe(type);
  });

  it.each([
    ['plain text', TEXT_BYTES],
    ['an MP4 video (an ftyp box of another brand)', MP4_HEAD],
    ['a RIFF that is a WAV, not a WebP', new TextEncoder().encode('RIFF\x00\x00\x00\x00WAVEfmt ')],
    ['a PNG cut short', PNG_BYTES.subarray(0, 4)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, bytes) => {
    expect(fileTypeOf(bytes)).toBeNull();
  });
});

describe('fileProblem: what may be attached', () => {
  it('takes a PDF up to 10 MB exactly', () => {
    expect(fileProblem(PDF_BYTES, MAX_FILE_BYTES)).toBeNull();
    expect(fileProblem(PDF_BYTES, 1)).toBeNull();
  });
  it('refuses one byte more than 10 MB', () => {
    expect(fileProblem(PDF_BYTES, MAX_FILE_BYTES + 1)).toBe(FILE_TEXT.tooLarge);
  });
  it('refuses an empty file and one of another type, by content', () => {
    expect(fileProblem(new Uint8Array(), 0)).toBe(FILE_TEXT.empty);
    expect(fileProblem(TEXT_BYTES, TEXT_BYTES.length)).toBe(FILE_TEXT.type);
  });
});

describe('safeFileName: the object name from the user file name', () => {
  it.each([
    ['Receipt.PDF', 'application/pdf', 'Receipt.pdf'],
    ['Home Depot receipt (1).jpeg', 'image/jpeg', 'Home-Depot-receipt-1.jpg'],
    ['Façade été.png', 'image/png', 'Facade-ete.png'],
    ['C:\\fakepath\\lease.pdf', 'application/pdf', 'lease.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['IMG_0001.jpg', 'image/heic', 'IMG_0001.heic'],
    ['領収書.pdf', 'application/pdf', 'document.pdf'],
    ['.hidden', 'image/png', 'document.png'],
    ['', 'image/gif', 'document.gif'],
  ] as const)('%s → %s', (name, type, safe) => {
    expect(safeFileName(name, type)).toBe(safe);
  });

  it('keeps a long name short', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toBe(`${'a'.repeat(80)}.pdf`);
  });

  it('stores a file under its owner and its document', () => {
    expect(objectNameFor('u-1', 'd-1', 'lease.pdf')).toBe('u-1/d-1/lease.pdf');
  });
});

describe('defaultDocumentName', () => {
  const today = '2026-12-03';
  it('names a receipt by its day', () => {
    expect(defaultDocumentName('Receipt', 'IMG_0001.jpg', today)).toBe('Receipt 2026-12-03');
  });
  it('names anything else after its file', () => {
    expect(defaultDocumentName('Lease', 'Lease 2027 - Unit 2.pdf', today)).toBe('Lease 2027 - Unit 2');
    expect(defaultDocumentName('Photo', '', today)).toBe('Photo 2026-12-03');
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [86_000, '84 KB'],
    [2_500_000, '2.4 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
