import { ERROR_TEXT } from '../../api/errors';
import { extensionFor, type DocumentContentType } from '../../utils/fileTypes';

/** What a document is (the kind column's check in migration 20261205000100_documents.sql). */
export const DOCUMENT_KINDS = [
  'Receipt',
  'Lease',
  'Insurance policy',
  'Permit',
  'W-9',
  'Contract',
  'Warranty',
  'Photo',
  'Other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type { DocumentContentType };

/** The bucket's file_size_limit: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** How many bytes of a file's start decide its type. */
export const SNIFF_BYTES = 16;

/** The browser's checks say what Storage would answer (the same sentences, from errors.ts). */
export const FILE_TEXT = {
  type: ERROR_TEXT.fileType,
  tooLarge: ERROR_TEXT.fileTooLarge,
  empty: 'The file is empty',
} as const;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

/**
 * A file's type read from its first bytes, never from its name or the browser's `type` (a renamed
 * file, or a phone that calls a HEIC photo image/jpeg, would otherwise be stored under a false type).
 */
export function fileTypeOf(bytes: Uint8Array): DocumentContentType | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'image/png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}

/** Why a file cannot be attached, or null: its type by content, then its size. */
export function fileProblem(head: Uint8Array, size: number): string | null {
  if (size < 1) return FILE_TEXT.empty;
  if (!fileTypeOf(head)) return FILE_TEXT.type;
  if (size > MAX_FILE_BYTES) return FILE_TEXT.tooLarge;
  return null;
}

const MAX_STEM = 80;

/**
 * The file name an object is stored under: Storage keys take only a safe set of characters, so
 * accents become plain letters, anything else a dash, and the extension is the one its content has.
 */
export function safeFileName(userFileName: string, contentType: DocumentContentType): string {
  const base = userFileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '');
  const safe = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_STEM)
    .replace(/[-.]+$/, '');
  return `${safe || 'document'}.${extensionFor(contentType)}`;
}

/** Where a document's file lives in the bucket: its owner's folder, then its own. */
export const objectNameFor = (userId: string, documentId: string, fileName: string) =>
  `${userId}/${documentId}/${fileName}`;

/**
 * The name a new document gets unless the landlord types one (today: the landlord's day, yyyy-MM-dd): a receipt is named by its day
 * ("Receipt 2026-12-03"); anything else keeps the name of the file it came from.
 */
export function defaultDocumentName(kind: DocumentKind, userFileName: string, today: string): string {
  if (kind === 'Receipt') return `Receipt ${today}`;
  const stem = (userFileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').trim();
  return (stem || `${kind} ${today}`).slice(0, 200);
}

/** A file's size as people say it: 512 B, 84 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const isImage = (contentType: string) => contentType.startsWith('image/');
/** Images a browser can draw (HEIC only Safari does): the others show an icon rather than a broken picture. */
export const isDrawable = (contentType: string) => isImage(contentType) && !/hei[cf]$/.test(contentType);
