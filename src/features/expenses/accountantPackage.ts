import { strToU8, zipSync, type Zippable } from 'fflate';
import { csvFixed, toCsv, type CsvCell } from '../../utils/csv';
import { extensionFor } from '../../utils/fileTypes';
import { formatCurrency, formatDate } from '../../utils/format';
import { form1099Csv, type Form1099Row } from './form1099Rules';
import {
  columnPages,
  figureOf,
  pageLetters,
  scheduleECsv,
  scheduleELineName,
  scheduleERows,
  type ScheduleEColumn,
  type ScheduleEDocument,
} from './scheduleERules';

/** year_ledger: a dollar in or out of the year, as the accountant reads the books. */
export interface LedgerRow {
  on_day: string;
  direction: 'In' | 'Out';
  kind: string;
  property_name: string | null;
  unit_label: string | null;
  party: string | null;
  description: string | null;
  schedule_e_line: number | null;
  amount: number;
  interest: number | null;
  escrow: number | null;
  principal: number | null;
  /** The payment, rent payment, kept deposit or mortgage payment the row is. */
  source_id: string;
}
/** A receipt (or any document) attached to a payment of the year, its file read from Storage. */
export interface ReceiptFile {
  payment_id: string;
  paid_on: string;
  vendor_name: string | null;
  amount: number;
  content_type: string;
  bytes: Uint8Array;
}
/** depreciation(), the year's row of one asset. */
export interface AssetYear {
  property_id: string;
  kind: string;
  description: string;
  placed_in_service_on: string;
  basis: number;
  percent: number;
  amount: number;
  accumulated: number;
  remaining: number;
}
/** mortgage_interest_by_lender: the year's interest of one loan, and where the figure came from. */
export interface LenderInterest {
  lender_name: string | null;
  loan_number: string | null;
  property_name: string;
  interest: number;
  source: string;
}
export interface PackageData {
  year: number;
  /** The landlord's day it was made. */
  preparedOn: string;
  scheduleE: ScheduleEDocument;
  ledger: LedgerRow[];
  depreciation: AssetYear[];
  interest: LenderInterest[];
  /** form_1099_totals: each vendor paid in the year, against the year's threshold. */
  form1099: Form1099Row[];
  /** The year's payments' receipts, in the order the ledger lists their payments. */
  receipts: ReceiptFile[];
}
export interface PackageFile {
  name: string;
  text: string;
}

/**
 * Each receipt's name in the package: the day paid, the vendor and the amount, as an accountant
 * files them ("2026-03-04 Reliable Home Services $385.00.png"); a second receipt of the same
 * payment, or of a payment with the same day, vendor and amount, gets " (2)", and so on.
 */
export function receiptFileNames(receipts: ReceiptFile[]): string[] {
  const taken = new Map<string, number>();
  return receipts.map((r) => {
    const base = safeFileName(`${r.paid_on} ${r.vendor_name ?? 'No vendor'} ${formatCurrency(r.amount)}`);
    const ext = extensionFor(r.content_type);
    const n = (taken.get(`${base}.${ext}`) ?? 0) + 1;
    taken.set(`${base}.${ext}`, n);
    return n === 1 ? `${base}.${ext}` : `${base} (${n}).${ext}`;
  });
}

const RECEIPTS_FOLDER = 'Receipts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** A name a file system takes on every platform: no separators or reserved characters, not too long. */
export const safeFileName = (text: string) =>
  [...text]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80) || 'Untitled';

const STRAIGHT_LINE = 'Straight line, 27.5 years, mid-month';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
@page { size: letter portrait; margin: 12mm; }
body { font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #111; max-width: 190mm; margin: 0 auto; }
h1 { font-size: 15pt; margin: 0 0 2mm; } h2 { font-size: 11pt; margin: 5mm 0 2mm; }
table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid #bbb; padding: 2px 4px; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.sheet { break-after: page; } .sheet:last-child { break-after: auto; } .muted { color: #555; }
</style></head><body>
${body}
</body></html>
`;

const lineFigure = (column: ScheduleEColumn, line: number) => {
  const value = figureOf(column, line);
  if (line === 2) return String(value ?? 0);
  return value === null ? '' : formatCurrency(value);
};

/** The form as it prints: lines as rows, three properties a sheet, each sheet on its own page. */
export function scheduleEHtml(doc: ScheduleEDocument, preparedOn: string): string {
  const rows = scheduleERows(doc);
  const sheets = columnPages(doc.columns).map((columns) => {
    const head = columns.map((c) => `<th class="n">${esc(c.letter)}<br>${esc(c.name)}</th>`).join('');
    const address = columns.map((c) => `<td class="n muted">${esc(c.address)}</td>`).join('');
    const body = rows
      .map(
        (line) =>
          `<tr><td>${line}</td><td>${esc(scheduleELineName(line))}</td>${columns
            .map((c) => `<td class="n">${lineFigure(c, line)}</td>`)
            .join('')}</tr>`,
      )
      .join('\n');
    return `<section class="sheet"><h1>Schedule E ${doc.year}, Part I: properties ${esc(pageLetters(columns))}</h1>
<p class="muted">Prepared ${esc(formatDate(preparedOn))}. Figures in US dollars; line 2 in days.</p>
<table><thead><tr><th>Line</th><th>Description</th>${head}</tr><tr><td></td><td class="muted">Address</td>${address}</tr></thead>
<tbody>
${body}
</tbody></table></section>`;
  });
  const empty = `<h1>Schedule E ${doc.year}</h1><p>No property has rents, expenses or depreciation in ${doc.year}.</p>`;
  return page(`Schedule E ${doc.year}`, sheets.length > 0 ? sheets.join('\n') : empty);
}

/** One property's column, line by line: what the accountant copies into one column of the form. */
export function propertyColumnCsv(doc: ScheduleEDocument, column: ScheduleEColumn): string {
  return toCsv(
    ['Line', 'Description', `${column.letter} ${column.name}`],
    [
      ['', 'Address', column.address],
      ...scheduleERows(doc).map((line): CsvCell[] => [
        String(line),
        scheduleELineName(line),
        line === 2 ? column.fair_rental_days : csvFixed(figureOf(column, line) ?? 0),
      ]),
    ],
  );
}

const money = (value: number | null) => (value === null ? null : csvFixed(value));

/** The ledger; a payment with receipts names their files in the package's Receipts folder. */
export function ledgerCsv(rows: LedgerRow[], receipts: Map<string, string[]> = new Map()): string {
  return toCsv(
    [
      'Date',
      'In or out',
      'Kind',
      'Property',
      'Unit',
      'Paid by or to',
      'Description',
      'Schedule E line',
      'Amount',
      'Interest',
      'Escrow',
      'Principal',
      'Receipts',
    ],
    rows.map((r) => [
      r.on_day,
      r.direction,
      r.kind,
      r.property_name,
      r.unit_label,
      r.party,
      r.description,
      r.schedule_e_line === null ? '' : String(r.schedule_e_line),
      csvFixed(r.amount),
      money(r.interest),
      money(r.escrow),
      money(r.principal),
      (receipts.get(r.source_id) ?? []).map((name) => `${RECEIPTS_FOLDER}/${name}`).join('; '),
    ]),
  );
}

/** Each asset's line of the year: basis, method, what came before, this year's, what is left. */
export function depreciationCsv(doc: ScheduleEDocument, assets: AssetYear[]): string {
  const letter = new Map(doc.columns.map((c) => [c.property_id, c]));
  const ordered = [...assets].sort(
    (a, b) =>
      (letter.get(a.property_id)?.letter ?? '~').localeCompare(letter.get(b.property_id)?.letter ?? '~') ||
      a.placed_in_service_on.localeCompare(b.placed_in_service_on) ||
      a.description.localeCompare(b.description),
  );
  return toCsv(
    [
      'Property',
      'Asset',
      'Kind',
      'Placed in service',
      'Basis',
      'Method',
      'Prior years',
      'Rate this year (%)',
      'This year',
      'Accumulated',
      'Remaining basis',
    ],
    ordered.map((a) => {
      const column = letter.get(a.property_id);
      return [
        column ? `${column.letter} ${column.name}` : '',
        a.description,
        a.kind,
        a.placed_in_service_on,
        csvFixed(a.basis),
        STRAIGHT_LINE,
        csvFixed(Math.round((a.accumulated - a.amount) * 100) / 100),
        csvFixed(a.percent, 3),
        csvFixed(a.amount),
        csvFixed(a.accumulated),
        csvFixed(a.remaining),
      ];
    }),
  );
}

export function interestCsv(rows: LenderInterest[]): string {
  return toCsv(
    ['Lender', 'Loan number', 'Property', 'Mortgage interest (line 12)', 'From'],
    rows.map((r) => [
      r.lender_name ?? 'Lender not named',
      r.loan_number,
      r.property_name,
      csvFixed(r.interest),
      r.source,
    ]),
  );
}

/** The package's files in the order the index lists them, with what each one is. */
export function packageFiles(data: PackageData): {
  files: PackageFile[];
  index: PackageFile;
  receipts: Array<{ name: string; bytes: Uint8Array }>;
} {
  const { year, scheduleE: doc } = data;
  const receiptNames = receiptFileNames(data.receipts);
  const receiptsOf = new Map<string, string[]>();
  data.receipts.forEach((r, i) =>
    receiptsOf.set(r.payment_id, [...(receiptsOf.get(r.payment_id) ?? []), receiptNames[i]]),
  );
  const files: (PackageFile & { about: string })[] = [
    {
      name: `Schedule E ${year}.html`,
      text: scheduleEHtml(doc, data.preparedOn),
      about: 'The form’s Part I to print: lines as rows, three properties a page.',
    },
    {
      name: `Schedule E ${year}.csv`,
      text: scheduleECsv(doc),
      about: 'The same figures, a column per property and the total.',
    },
    ...doc.columns.map((c) => ({
      name: `Schedule E by property/${safeFileName(`${c.letter} ${c.name}`)}.csv`,
      text: propertyColumnCsv(doc, c),
      about: `Column ${c.letter}: ${c.name}, ${c.address}.`,
    })),
    {
      name: `Depreciation ${year}.csv`,
      text: depreciationCsv(doc, data.depreciation),
      about: 'Each building and improvement: basis, placed in service, prior years, this year (line 18), accumulated.',
    },
    {
      name: `Ledger ${year}.csv`,
      text: ledgerCsv(data.ledger, receiptsOf),
      about:
        'Every dollar in and out of the year by date: rent, kept deposits, expenses, improvements, mortgage payments split; each payment’s receipts by file name.',
    },
    {
      name: `Mortgage interest by lender ${year}.csv`,
      text: interestCsv(data.interest),
      about: 'Line 12 per loan, from the lender’s Form 1098 where entered, else from the payments’ split.',
    },
    {
      name: `1099 totals ${year}.csv`,
      text: form1099Csv(data.form1099),
      about: `Each vendor paid in ${year} other than by card, against the year’s 1099 threshold; whether a W-9 is on file (tax ids masked).`,
    },
  ];
  const totals = doc.totals;
  const figure = (line: number) => formatCurrency(totals[String(line)] ?? 0);
  const properties = doc.columns
    .map(
      (c) =>
        `<tr><td>${esc(c.letter)}</td><td>${esc(c.name)}</td><td>${esc(c.address)}</td><td class="n">${c.fair_rental_days}</td></tr>`,
    )
    .join('\n');
  const listed = data.receipts.length
    ? [
        ...files,
        {
          name: `${RECEIPTS_FOLDER}/`,
          about: `${data.receipts.length} ${data.receipts.length === 1 ? 'receipt' : 'receipts'} of the year’s payments, named by date, vendor and amount.`,
        },
      ]
    : files;
  const list = listed.map((f) => `<tr><td>${esc(f.name)}</td><td>${esc(f.about)}</td></tr>`).join('\n');
  const index = page(
    `Accountant’s package ${year}`,
    `<h1>Rental books for ${year}: the accountant’s package</h1>
<p class="muted">Prepared ${esc(formatDate(data.preparedOn))} in Landlord HQ. Amounts in US dollars; money counted on the day it moved.</p>
<h2>Schedule E totals</h2>
<table><tbody>
<tr><td>Line 3, rents received</td><td class="n">${figure(3)}</td></tr>
<tr><td>Line 12, mortgage interest</td><td class="n">${figure(12)}</td></tr>
<tr><td>Line 18, depreciation</td><td class="n">${figure(18)}</td></tr>
<tr><td>Line 20, total expenses</td><td class="n">${figure(20)}</td></tr>
<tr><td>Line 21, income or (loss)</td><td class="n">${figure(21)}</td></tr>
</tbody></table>
<h2>Properties (${doc.columns.length})</h2>
<table><thead><tr><th>Column</th><th>Property</th><th>Address</th><th class="n">Fair rental days</th></tr></thead><tbody>
${properties}
</tbody></table>
<h2>Files</h2>
<table><tbody>
${list}
</tbody></table>`,
  );
  return {
    files: files.map(({ name, text }) => ({ name, text })),
    index: { name: `Index ${year}.html`, text: index },
    receipts: data.receipts.map((r, i) => ({ name: `${RECEIPTS_FOLDER}/${receiptNames[i]}`, bytes: r.bytes })),
  };
}

/** One zip: the index first, every file in a folder named for the year. */
export function packageZip(data: PackageData): Uint8Array {
  const { files, index, receipts } = packageFiles(data);
  const folder = `Rental books ${data.year}`;
  const entries: Zippable = {};
  for (const file of [index, ...files]) {
    // CSVs carry the BOM their single downloads have, so Excel reads names with accents.
    const text = file.name.endsWith('.csv') ? `\uFEFF${file.text}` : file.text;
    entries[`${folder}/${file.name}`] = strToU8(text);
  }
  // Photos and PDFs are compressed already: stored as they are.
  for (const receipt of receipts) entries[`${folder}/${receipt.name}`] = [receipt.bytes, { level: 0 }];
  return zipSync(entries, { level: 6 });
}
