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
      '2 properties, 1 units, 0 property managers, 0 vendors, 0 tasks, 0 notes, 0 rent increases, 1 saved calculator deals',
    );
  });

  it('is named after the day', () => {
    expect(exportFileName('2026-11-24')).toBe('landlord-hq-export-2026-11-24.json');
  });

  it('reads back what was written, BOM or not', () => {
    expect(readExport(`\uFEFF${JSON.stringify(database)}`)).toEqual(database);
  });

  it.each([
    [
      'not JSON',
      'Property,Address\nMaple,1 A St',
      'This file is not a Landlord HQ export (it is not JSON). Choose the .json file that "Export all my data" downloaded.',
    ],
    [
      'other JSON',
      '{"hello": 1}',
      'This file is not a Landlord HQ export. Choose the .json file that "Export all my data" downloaded.',
    ],
    [
      'null',
      'null',
      'This file is not a Landlord HQ export. Choose the .json file that "Export all my data" downloaded.',
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
