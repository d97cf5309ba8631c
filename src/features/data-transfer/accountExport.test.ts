import { strToU8, unzipSync, zipSync } from 'fflate';
import { exportZip, readExportFile } from './accountArchive';
import {
  describeExport,
  exportFileName,
  importFailure,
  readExport,
  savedDealsOf,
  withBrowserData,
  type AccountExport,
} from './accountExport';

const database: AccountExport = {
  format: 'landlord-hq-export',
  version: 1,
  exported_at: '2026-11-24T12:00:00Z',
  tables: { properties: [{ id: 'p1' }, { id: 'p2' }], units: [{ id: 'u1' }], tasks: [] },
};

describe('the export file', () => {
  it("adds the calculator's saved deals to what the database exported", () => {
    const file = withBrowserData(database, [{ id: 'd1', name: 'Duplex' }]);
    expect(file.browser).toEqual({ calculatorSavedDeals: [{ id: 'd1', name: 'Duplex' }] });
    expect(describeExport(file)).toBe(
      '2 properties, 1 units, 0 property managers, 0 vendors, 0 tasks, 0 notes, 0 rent increases, 0 documents, 1 saved calculator deals',
    );
  });

  it('is named after the day', () => {
    expect(exportFileName('2026-11-24')).toBe('landlord-hq-export-2026-11-24.zip');
  });

  it('reads back what was written, BOM or not', () => {
    expect(readExport(`\uFEFF${JSON.stringify(database)}`)).toEqual(database);
  });

  it.each([
    [
      'not JSON',
      'Property,Address\nMaple,1 A St',
      'This file is not a Landlord HQ export (it is neither a zip nor JSON). Choose the .zip file that "Export all my data" downloaded.',
    ],
    [
      'other JSON',
      '{"hello": 1}',
      'This file is not a Landlord HQ export. Choose the .zip file that "Export all my data" downloaded.',
    ],
    [
      'null',
      'null',
      'This file is not a Landlord HQ export. Choose the .zip file that "Export all my data" downloaded.',
    ],
    [
      'no version',
      JSON.stringify({ ...database, version: undefined }),
      'This export has no format version, so it cannot be read safely.',
    ],
    [
      'a newer format',
      JSON.stringify({ ...database, version: 2 }),
      'This export was made by a newer version of Landlord HQ (format 2; this one reads up to 1). Update the app, then import it.',
    ],
  ])('refuses %s with one clear message', (_case, text, error) => {
    expect(readExport(text)).toEqual({ error });
  });
});

const LANDLORD = 'aaaaaaaa-0000-4000-8000-000000000001';
const withDocuments: AccountExport = {
  ...database,
  tables: {
    ...database.tables,
    documents: [
      { id: 'd1', object_name: `${LANDLORD}/d1/lease 2026.pdf`, name: 'Lease', content_type: 'application/pdf' },
      { id: 'd2', object_name: `${LANDLORD}/d2/receipt.png`, name: 'Plumber receipt', content_type: 'image/png' },
    ],
  },
};
const pdf = strToU8('%PDF-1.4 the lease');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 7]);
const files = new Map([
  ['d1/lease 2026.pdf', pdf],
  ['d2/receipt.png', png],
]);

describe('the export zip', () => {
  it('holds export.json as the JSON export and every document’s file without the landlord’s id, and reads back the same', () => {
    const file = withBrowserData(withDocuments, [{ id: 'deal', name: 'Duplex' }]);
    const zip = exportZip({ data: file, files });
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['export.json', 'files/d1/lease 2026.pdf', 'files/d2/receipt.png']);
    expect(JSON.parse(new TextDecoder().decode(entries['export.json']))).toEqual(file);
    expect(readExportFile(zip)).toEqual({ data: file, files });
    expect(describeExport(file)).toMatch(/, 2 documents, 1 saved calculator deals$/);
  });

  it('still reads a plain .json from before files travelled, with no documents or none listed', () => {
    const plain = strToU8(JSON.stringify(database));
    expect(readExportFile(plain)).toEqual({ data: database, files: new Map() });
    const emptyDocuments = { ...database, tables: { ...database.tables, documents: [] } };
    expect(readExportFile(strToU8(JSON.stringify(emptyDocuments)))).toEqual({ data: emptyDocuments, files: new Map() });
  });

  it.each([
    [
      'a .json that lists documents',
      () => strToU8(JSON.stringify(withDocuments)),
      'This .json export lists 2 documents but holds none of their files. Import the .zip that "Export all my data" downloads instead.',
    ],
    [
      'a zip missing a document’s file',
      () => exportZip({ data: withDocuments, files: new Map([['d1/lease 2026.pdf', pdf]]) }),
      'The export has no file for document "Plumber receipt" (row 2 of its documents). Import the .zip that "Export all my data" downloaded, as it was downloaded.',
    ],
    [
      'a zip without export.json',
      () => zipSync({ 'notes.txt': strToU8('hello') }),
      'This file is not a Landlord HQ export. Choose the .zip file that "Export all my data" downloaded. This zip has no export.json in it.',
    ],
    [
      'a damaged zip',
      () => exportZip({ data: withDocuments, files }).slice(0, 60),
      'This file is not a Landlord HQ export. Choose the .zip file that "Export all my data" downloaded. This zip could not be opened (it may be damaged or cut short).',
    ],
    [
      'a newer format in the zip',
      () => exportZip({ data: { ...database, version: 2 }, files: new Map() }),
      'This export was made by a newer version of Landlord HQ (format 2; this one reads up to 1). Update the app, then import it.',
    ],
    [
      'neither a zip nor JSON',
      () => strToU8('Property,Address\nMaple,1 A St'),
      'This file is not a Landlord HQ export (it is neither a zip nor JSON). Choose the .zip file that "Export all my data" downloaded.',
    ],
  ])('refuses %s with one sentence', (_case, bytes, error) => {
    expect(readExportFile(bytes())).toEqual({ error });
  });
});

describe('importFailure', () => {
  it("passes the database's reason through and explains a timeout", () => {
    expect(
      importFailure(
        'This account already has data (properties). Import into an account with no data, e.g. a new sign-up.',
      ),
    ).toBe('This account already has data (properties). Import into an account with no data, e.g. a new sign-up.');
    const timeout = importFailure('canceling statement due to statement timeout');
    expect(timeout).toBe(
      'The import took longer than the server allows and was stopped. Nothing was imported. Try again, or split the file into smaller ones.',
    );
    // Said to a landlord: nothing of how the server is run.
    expect(timeout).not.toMatch(/supabase|stack|docs\//i);
  });
});

describe('savedDealsOf', () => {
  it('keeps only what looks like a saved deal', () => {
    const file = withBrowserData(database, [
      { id: 'd1', name: 'Duplex' },
      null,
      'x',
      { id: 2, name: 'bad id' },
      { id: 'd3' },
    ]);
    expect(savedDealsOf(file)).toEqual([{ id: 'd1', name: 'Duplex' }]);
    expect(savedDealsOf({ ...database, browser: { calculatorSavedDeals: 'nope' as unknown as unknown[] } })).toEqual(
      [],
    );
    expect(savedDealsOf(database)).toEqual([]);
  });
});
