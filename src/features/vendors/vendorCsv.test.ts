import { vendorsCsv } from './vendorCsv';
import type { VendorListItem } from './vendorQueries';

const vendor = (overrides: Partial<VendorListItem>): VendorListItem => ({
  id: 'v1',
  name: 'City Water',
  category: 'Water',
  account_number: null,
  payment_method: null,
  website_url: null,
  account_count: 0,
  property_ids: [],
  property_names: [],
  ...overrides,
});

describe('vendorsCsv', () => {
  it('writes a header and one row per vendor in the table columns', () => {
    expect(vendorsCsv([])).toBe(
      'Vendor,Category,Default account,Property accounts,Properties,Payment method,Website\r\n',
    );
    expect(
      vendorsCsv([
        vendor({
          account_number: 'CW-1',
          account_count: 2,
          property_names: ['Elm', 'Oak'],
          payment_method: 'AutoPay',
          website_url: 'https://cw.example',
        }),
      ]),
    ).toBe(
      'Vendor,Category,Default account,Property accounts,Properties,Payment method,Website\r\nCity Water,Water,CW-1,2,"Elm, Oak",AutoPay,https://cw.example\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and leaves empty fields empty', () => {
    const line = vendorsCsv([vendor({ name: 'Bob\'s "Best", Inc.', payment_method: 'Check\nmonthly' })]).split(
      '\r\n',
    )[1];
    expect(line).toBe('"Bob\'s ""Best"", Inc.",Water,,0,,"Check\nmonthly",');
  });
});

describe('vendorsCsv against spreadsheet formulas', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Pay here")', `"'=HYPERLINK(""http://evil.example"",""Pay here"")"`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
  ])('writes the vendor named %s as text', (name, written) => {
    expect(vendorsCsv([vendor({ name })]).split('\r\n')[1]).toBe(`${written},Water,,0,,,`);
  });
});
