/** The types the documents bucket takes (its allowed_mime_types), each with the extension its files get. */
export const FILE_EXTENSIONS = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/heif': 'heif',
} as const;

export type DocumentContentType = keyof typeof FILE_EXTENSIONS;

/** A stored file's extension by its content type ('bin' for a type the bucket does not take). */
export const extensionFor = (contentType: string): string =>
  FILE_EXTENSIONS[contentType as DocumentContentType] ?? 'bin';
