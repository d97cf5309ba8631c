import {
  form1099Csv,
  form1099Year,
  missingW9,
  missingW9Sentence,
  toForm1099Row,
  type Form1099Row,
} from './form1099Rules';

const row = (overrides: Partial<Form1099Row>): Form1099Row => ({
  vendor_id: 'v1',
  vendor_name: 'Ace Plumbing',
  tax_id_masked: null,
  w9_on_file: false,
  paid: 0,
  card_paid: 0,
  threshold: 2000,
  needs_1099: false,
  missing_w9: false,
  ...overrides,
});

describe('1099 rules', () => {
  it('reads the numbers PostgREST sends as text', () => {
    expect(toForm1099Row({ ...row({}), paid: '2000.00', card_paid: '15.50', threshold: '2000' })).toMatchObject({
      paid: 2000,
      card_paid: 15.5,
      threshold: 2000,
    });
  });

  it('counts the vendors missing a W-9 in a sentence', () => {
    const rows = [row({ missing_w9: true }), row({ vendor_id: 'v2', needs_1099: true, w9_on_file: true })];
    expect(missingW9(rows).map((r) => r.vendor_id)).toEqual(['v1']);
    expect(missingW9Sentence(1)).toBe('1 vendor needs a 1099 and has no W-9 on file');
    expect(missingW9Sentence(2)).toBe('2 vendors need a 1099 and have no W-9 on file');
  });

  it('takes the year from the address, else this year', () => {
    expect(form1099Year(new URLSearchParams('year=2025'), 2026)).toBe(2025);
    expect(form1099Year(new URLSearchParams('year=1999'), 2026)).toBe(2026);
    expect(form1099Year(new URLSearchParams('year=abc'), 2026)).toBe(2026);
    expect(form1099Year(new URLSearchParams(), 2026)).toBe(2026);
  });

  it('writes the CSV with the masked tax id only', () => {
    const csv = form1099Csv([
      row({ tax_id_masked: '**-***6789', paid: 2500, card_paid: 100, needs_1099: true, missing_w9: true }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Vendor,Tax ID,W-9 on file,Paid,Paid by card,Threshold,Needs a 1099,W-9 missing',
      'Ace Plumbing,**-***6789,No,2500.00,100.00,2000.00,Yes,Yes',
      '',
    ]);
  });
});
