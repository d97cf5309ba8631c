import Papa from 'papaparse';
import { downloadCsv } from '../../utils/csv';
import { readText } from './fileIo';

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** One import is one database request, which must finish within the server's time limit (8 s on Supabase). */
export const MAX_CSV_ROWS = 5000;

export type CsvTable = { headers: string[]; records: string[][] };

/**
 * A CSV as Excel, Numbers and Google Sheets save it: UTF-8 with or without a BOM,
 * comma, semicolon (Excel in many locales) or tab, quoted fields with commas,
 * quotes and line breaks. The first row is the header.
 */
export function parseCsv(text: string): CsvTable | { error: string } {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const fatal = result.errors.find((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes');
  if (fatal) return { error: `The file is not a readable CSV: a quote is not closed (row ${(fatal.row ?? 0) + 1}).` };
  const [headers = [], ...records] = result.data;
  if (headers.every((h) => h.trim() === ''))
    return { error: 'The file is empty: the first row should name the columns.' };
  if (records.length === 0) return { error: 'The file has a header row but no data rows.' };
  if (records.length > MAX_CSV_ROWS) {
    return {
      error: `The file has ${records.length.toLocaleString('en-US')} rows; one import takes up to ${MAX_CSV_ROWS.toLocaleString('en-US')}. Split it into several files.`,
    };
  }
  return { headers: headers.map((h) => h.trim()), records };
}

/** Reads a chosen or dropped file, refusing what is not a CSV under 10 MB, with one clear message. */
export async function readCsvFile(file: File): Promise<CsvTable | { error: string }> {
  if (file.size > MAX_CSV_BYTES)
    return {
      error: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; a CSV import takes files up to 10 MB.`,
    };
  if (!/\.(csv|txt|tsv)$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) {
    return { error: `${file.name} is not a CSV file. Save the spreadsheet as CSV (UTF-8) and choose that file.` };
  }
  const text = await readText(file).catch(() => null);
  if (text === null) return { error: `${file.name} could not be read. Choose it again.` };
  if (text.includes('\u0000'))
    return { error: `${file.name} is not a text CSV (it looks like a spreadsheet file). Save it as CSV (UTF-8).` };
  return parseCsv(text);
}

/** Downloads a table whose first row is the header, through the one CSV writer of every export. */
export function downloadTable(fileName: string, [header = [], ...rows]: string[][]) {
  downloadCsv(fileName, header, rows);
}
