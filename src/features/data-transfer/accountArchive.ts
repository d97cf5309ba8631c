import { strToU8, strFromU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { readExport, type AccountExport } from './accountExport';
import { documentsOf, missingFileProblem } from './accountFiles';

/**
 * The whole-account export as one zip: `export.json` (the rows, AccountExport) and
 * `files/<document id>/<file name>` for each document's file (its object name without the
 * landlord's id). An export from before files travelled is a plain .json, read as it is.
 */
export const EXPORT_JSON = 'export.json';
export const FILES_FOLDER = 'files/';

export interface ExportBundle {
  data: AccountExport;
  /** Each document's file by its name in the export ('<document id>/<file name>'). */
  files: ReadonlyMap<string, Uint8Array>;
}

/**
 * PDFs and images are compressed already: stored as they are. The JSON compresses well even at
 * the fastest level (the large account's 66 MB: about 1 s at level 1, 2 s at level 6, a few
 * percent smaller).
 */
export function exportZip({ data, files }: ExportBundle): Uint8Array {
  const entries: Zippable = { [EXPORT_JSON]: [strToU8(JSON.stringify(data)), { level: 1 }] };
  for (const [path, bytes] of files) entries[`${FILES_FOLDER}${path}`] = [bytes, { level: 0 }];
  return zipSync(entries);
}

const NOT_AN_EXPORT =
  'This file is not a Landlord HQ export. Choose the .zip file that "Export all my data" downloaded.';

/** A zip starts with a local file header ("PK\x03\x04"), or is empty ("PK\x05\x06"). */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/**
 * Reads a chosen file: the zip "Export all my data" downloads, or a .json from before files
 * travelled (with no documents). Says in one sentence why it cannot be imported, before anything
 * is written: every document's file must be in it.
 */
export function readExportFile(bytes: Uint8Array): ExportBundle | { error: string } {
  if (!isZip(bytes)) {
    const data = readExport(strFromU8(bytes));
    if ('error' in data) return data;
    const documents = documentsOf(data).length;
    if (documents > 0)
      return {
        error: `This .json export lists ${documents === 1 ? '1 document' : `${documents} documents`} but holds none of their files. Import the .zip that "Export all my data" downloads instead.`,
      };
    return { data, files: new Map() };
  }
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    return { error: `${NOT_AN_EXPORT} This zip could not be opened (it may be damaged or cut short).` };
  }
  const json = entries[EXPORT_JSON];
  if (!json) return { error: `${NOT_AN_EXPORT} This zip has no ${EXPORT_JSON} in it.` };
  const data = readExport(strFromU8(json));
  if ('error' in data) return data;
  const files = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(entries))
    if (path.startsWith(FILES_FOLDER) && !path.endsWith('/')) files.set(path.slice(FILES_FOLDER.length), content);
  const missing = missingFileProblem(data, files);
  return missing ? { error: missing } : { data, files };
}
