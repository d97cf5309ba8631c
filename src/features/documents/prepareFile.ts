import { fileProblem, fileTypeOf, MAX_FILE_BYTES, SNIFF_BYTES, type DocumentContentType } from './documentRules';

/** Photos are sent at most this wide or high: enough to read any receipt, a fraction of a phone's 12 MP. */
export const MAX_IMAGE_SIDE = 2000;
const QUALITY = 0.8;
/** Types the browser re-encodes smaller; GIFs (perhaps animated) and HEIC (most browsers cannot decode it) go as they are. */
const DOWNSCALED = new Set<DocumentContentType>(['image/jpeg', 'image/png', 'image/webp']);

export type PreparedFile =
  { ok: true; body: Blob; contentType: DocumentContentType; size: number } | { ok: false; message: string };

/** The file's first bytes, through FileReader: every browser has it (and jsdom, whose Blob has no arrayBuffer). */
function head(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}

/**
 * A file as it will be uploaded: its type read from its content, images downscaled in the browser
 * (browser-image-compression, loaded on demand), PDFs untouched. A photo the browser cannot
 * shrink is sent as it is, if it fits; anything that cannot be attached comes back as a sentence.
 */
export async function prepareFile(file: File): Promise<PreparedFile> {
  const bytes = await head(file);
  const contentType = fileTypeOf(bytes);
  // A large photo may still fit once downscaled: only the type and emptiness are checked first.
  const early = fileProblem(bytes, Math.min(file.size, MAX_FILE_BYTES));
  if (early || !contentType) return { ok: false, message: early ?? 'Only PDFs and images can be attached' };
  let body: Blob = file;
  // A browser without createImageBitmap (older ones, the test environment) cannot decode it to shrink it.
  if (DOWNSCALED.has(contentType) && typeof createImageBitmap === 'function') {
    try {
      const { default: compress } = await import('browser-image-compression');
      const smaller = await compress(file, {
        maxWidthOrHeight: MAX_IMAGE_SIDE,
        initialQuality: QUALITY,
        fileType: contentType,
        useWebWorker: true,
      });
      if (smaller.size < file.size) body = smaller;
    } catch {
      // The browser could not decode it: the original goes, if it fits.
    }
  }
  const problem = fileProblem(bytes, body.size);
  if (problem) return { ok: false, message: problem };
  return { ok: true, body, contentType, size: body.size };
}
