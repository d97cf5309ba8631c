import Papa from 'papaparse';
import { downloadText } from './download';

/** A number written with fixed decimals (money as 12.50, not 12.5); still a number to a spreadsheet. */
export interface CsvFixed {
  fixed: number;
  digits: number;
}

/**
 * One cell of an export. Text is always neutralised; a number typed as a number is a value we
 * computed ourselves (an amount, a count), never something a landlord or an imported file typed,
 * so it is written as it is, a negative one included (-12.50 stays a number in the spreadsheet).
 */
export type CsvCell = string | number | CsvFixed | null | undefined;

export const csvFixed = (value: number, digits = 2): CsvFixed => ({ fixed: value, digits });

/**
 * OWASP CSV injection: a cell a spreadsheet would read as a formula (= + - @, a tab or a carriage
 * return first) gets a single quote in front. Also caught: the same characters after leading
 * whitespace (LibreOffice and Sheets may trim it before reading the cell) and their full-width
 * forms (East Asian Excel reads ＝ as =). papaparse's own escapeFormulae is not used: its pattern
 * (/^[=+\-@\t\r].*$/) misses a formula followed by a line break, and it cannot tell our numbers
 * written with fixed decimals from text.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A cell as it was before neutralise: a CSV import reads back the files our exports wrote (the
 * skipped-rows file, fixed and imported again). Excel saves a typed leading quote without it, so
 * a quote before a formula character in a CSV is ours.
 */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function plain(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : '';
  if (typeof cell === 'object') return Number.isFinite(cell.fixed) ? cell.fixed.toFixed(cell.digits) : '';
  return neutralise(cell);
}

/** The one CSV writer of every export: RFC 4180 quoting by papaparse, CRLF line ends, a header row first. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const table = [header, ...rows].map((row) => row.map(plain));
  return `${Papa.unparse(table, { newline: '\r\n', escapeFormulae: false })}\r\n`;
}

/** Saves an export written by toCsv; the BOM makes Excel read the file as UTF-8 (names with accents). */
export function saveCsv(fileName: string, csv: string) {
  downloadText(fileName, `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}

export function downloadCsv(fileName: string, header: string[], rows: CsvCell[][]) {
  saveCsv(fileName, toCsv(header, rows));
}
