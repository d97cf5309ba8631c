import {
  EMPTY_PROPERTY_FORM,
  EMPTY_UNIT_FORM,
  leaseWindowBounds,
  toPropertyForm,
  toPropertyRow,
  toUnitForm,
  toUnitRow,
  unitCounts,
  unitsPreview,
  validateProperty,
  validateUnit,
  withLeaseStatus,
  RATE_MESSAGE,
  TERM_MESSAGE,
  type PropertyForm,
} from './propertyRules';
import { MONEY_MESSAGE } from '../../utils/money';

const valid: PropertyForm = {
  ...EMPTY_PROPERTY_FORM,
  name: 'Maple Court',
  address_line1: '12 Maple St',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
};

describe('validateProperty (SPEC §5)', () => {
  it('accepts a complete property', () => {
    expect(validateProperty(valid)).toEqual({});
  });

  it.each<[keyof PropertyForm, string]>([
    ['name', 'Property name is required'],
    ['address_line1', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zip', 'ZIP code is required'],
  ])('requires %s: %s', (field, message) => {
    expect(validateProperty({ ...valid, [field]: '   ' })).toEqual({ [field]: message });
  });

  // The amounts themselves are src/utils/money.test.ts's table; here, that the loan uses it.
  it.each(['250000', '250000.5', '0.99', ' 1000 ', '250,000', '$250,000', '$ 250,000.00'])(
    'accepts loan amount %j',
    (loan) => {
      expect(validateProperty({ ...valid, loan_amount: loan })).toEqual({});
    },
  );

  it.each(['-5', '.5', 'abc', '1e5', '250000.125', '25,00,00'])('rejects loan amount %j', (loan) => {
    expect(validateProperty({ ...valid, loan_amount: loan })).toEqual({ loan_amount: MONEY_MESSAGE });
  });
});

describe('loan terms', () => {
  it.each(['0', '6.75', '6.75%', ' 30 % ', ''])('accepts rate %j', (rate) => {
    expect(validateProperty({ ...valid, loan_interest_rate: rate })).toEqual({});
  });
  it.each(['31', '-1', '30.5', 'six', '6,75'])("refuses rate %j with the database's sentence", (rate) => {
    expect(validateProperty({ ...valid, loan_interest_rate: rate })).toEqual({ loan_interest_rate: RATE_MESSAGE });
  });
  it.each([
    ['30', {}],
    ['1', {}],
    ['0', { loan_term_years: TERM_MESSAGE }],
    ['51', { loan_term_years: TERM_MESSAGE }],
    ['12.5', { loan_term_years: TERM_MESSAGE }],
  ])('term %j', (years, errors) => {
    expect(validateProperty({ ...valid, loan_term_years: years })).toEqual(errors);
  });
  it('refuses escrow that is not money', () => {
    expect(validateProperty({ ...valid, loan_escrow_taxes: 'lots' })).toEqual({ loan_escrow_taxes: MONEY_MESSAGE });
  });
});

describe('property rows', () => {
  it('trims, turns blanks into null and the loan amount into a number', () => {
    expect(
      toPropertyRow({
        ...valid,
        name: ' Maple Court ',
        address_line2: ' ',
        loan_amount: '$1,500.25',
        lender_name: 'First Bank',
      }),
    ).toEqual({
      name: 'Maple Court',
      address_line1: '12 Maple St',
      address_line2: null,
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      notes: null,
      property_manager_id: null,
      loan_amount: 1500.25,
      loan_number: null,
      lender_name: 'First Bank',
      lender_website: null,
      loan_interest_rate: null,
      loan_term_months: null,
      loan_first_payment_on: null,
      loan_escrow_taxes: null,
      loan_escrow_insurance: null,
    });
  });

  it('saves the loan terms: the rate as typed, the term in months, escrow as money', () => {
    expect(
      toPropertyRow({
        ...valid,
        loan_amount: '$240,000',
        loan_interest_rate: '6.75%',
        loan_term_years: '30',
        loan_first_payment_on: '2026-05-01',
        loan_escrow_taxes: '$250',
        loan_escrow_insurance: '100.00',
      }),
    ).toMatchObject({
      loan_amount: 240000,
      loan_interest_rate: 6.75,
      loan_term_months: 360,
      loan_first_payment_on: '2026-05-01',
      loan_escrow_taxes: 250,
      loan_escrow_insurance: 100,
    });
  });

  it('round-trips a row through the form', () => {
    const row = {
      id: 'p1',
      user_id: 'u1',
      created_at: '',
      updated_at: '',
      ...toPropertyRow({ ...valid, loan_amount: '1000' }),
    };
    expect(toPropertyForm(row as never)).toEqual({ ...valid, loan_amount: '1,000.00' });
    const terms = { loan_interest_rate: '6.75', loan_term_years: '15', loan_first_payment_on: '2026-05-01' };
    expect(toPropertyForm({ ...row, ...toPropertyRow({ ...valid, ...terms }) } as never)).toEqual({
      ...valid,
      ...terms,
    });
  });
});

describe('units (SPEC §4, §5)', () => {
  it('requires a label', () => {
    expect(validateUnit({ ...EMPTY_UNIT_FORM, unit_label: ' ' })).toEqual({ unit_label: 'Unit label is required' });
  });

  it('rejects amounts that are not money', () => {
    expect(
      validateUnit({ ...EMPTY_UNIT_FORM, unit_label: 'A', monthly_rent: '12.345', security_deposit_amount: '-1' }),
    ).toEqual({
      monthly_rent: MONEY_MESSAGE,
      security_deposit_amount: MONEY_MESSAGE,
    });
  });

  it('saves rent and deposit typed as landlords type them, and shows stored amounts as the app shows money', () => {
    const row = toUnitRow({ ...EMPTY_UNIT_FORM, unit_label: 'A', monthly_rent: '$1,200', security_deposit_amount: '' });
    expect(row.monthly_rent).toBe(1200);
    expect(row.security_deposit_amount).toBeNull();
    expect(toUnitForm({ ...row, id: 'u1', property_id: 'p1' } as never)).toMatchObject({
      monthly_rent: '1,200.00',
      security_deposit_amount: '',
    });
  });

  it('clears the lease end date when switching away from FixedTerm and keeps it otherwise', () => {
    const fixed = { ...EMPTY_UNIT_FORM, lease_status: 'FixedTerm' as const, lease_end_date: '2027-06-30' };
    expect(withLeaseStatus(fixed, 'MonthToMonth').lease_end_date).toBe('');
    expect(withLeaseStatus(fixed, 'FixedTerm').lease_end_date).toBe('2027-06-30');
  });

  it('saves the end date only for FixedTerm', () => {
    expect(
      toUnitRow({ ...EMPTY_UNIT_FORM, unit_label: 'A', lease_status: 'Vacant', lease_end_date: '2027-06-30' })
        .lease_end_date,
    ).toBeNull();
    expect(
      toUnitRow({ ...EMPTY_UNIT_FORM, unit_label: 'A', lease_status: 'FixedTerm', lease_end_date: '2027-06-30' })
        .lease_end_date,
    ).toBe('2027-06-30');
  });

  it('counts occupied units (any status but Vacant) and their rent roll', () => {
    expect(
      unitCounts([
        { lease_status: 'Vacant', monthly_rent: 900 },
        { lease_status: 'MonthToMonth', monthly_rent: 1000 },
        { lease_status: 'FixedTerm', monthly_rent: 1250.5 },
      ]),
    ).toEqual({ total: 3, occupied: 2, vacant: 1, rentRoll: 2250.5 });
  });

  it('previews the first 3 units in label order and counts the rest', () => {
    const units = ['10', '2', 'B', '1', 'A'].map((unit_label) => ({ unit_label }));
    expect(unitsPreview(units)).toEqual({
      shown: [{ unit_label: '1' }, { unit_label: '2' }, { unit_label: '10' }],
      more: 2,
    });
    expect(unitsPreview(units.slice(0, 2)).more).toBe(0);
    // A card of a page carries its first 3 units and the count of all of them.
    expect(unitsPreview(units.slice(0, 3), 12).more).toBe(9);
  });

  describe('leaseWindowBounds', () => {
    it.each([
      ['2026-11-22', 30, { from: '2026-11-22', to: '2026-12-22' }],
      ['2026-11-22', 180, { from: '2026-11-22', to: '2027-05-21' }],
      ['2026-12-31', 60, { from: '2026-12-31', to: '2027-03-01' }],
      ['2028-02-28', 30, { from: '2028-02-28', to: '2028-03-29' }],
    ])('%s within %i days → %o', (today, days, expected) => {
      expect(leaseWindowBounds(days, today)).toEqual(expected);
    });
  });
});
