import taxLineCases from '../../../tests/cases/taxLineCases.json';
import { MONEY_MESSAGE } from '../../utils/money';
import {
  defaultTaxLine,
  NO_FILTERS,
  parseExpenseFilters,
  taxLineLabel,
  toExpenseFields,
  toExpenseQuery,
  toExpenseSearchParams,
  validateExpense,
  type ExpenseForm,
} from './expenseRules';
import { paymentsCsv } from './expenseExport';
import type { PaymentListItem } from './expensesApi';

const PROPERTY = '11111111-1111-4111-8111-111111111111';
const VENDOR = '22222222-2222-4222-8222-222222222222';

describe('defaultTaxLine: the shared table the database also runs', () => {
  it.each(taxLineCases)('$category → line $line', ({ category, line }) => {
    expect(defaultTaxLine(category)).toBe(line);
  });

  it('labels a line with its Schedule E name', () => {
    expect(taxLineLabel(17)).toBe('17 Utilities');
    expect(taxLineLabel(14)).toBe('14 Repairs');
  });
});

describe('expense filters in the address bar', () => {
  it('reads what it knows and drops what it does not', () => {
    expect(
      parseExpenseFilters(
        new URLSearchParams(`property=${PROPERTY}&vendor=not%20an%20id&category=Water&year=2026&from=2026-02-30`),
      ),
    ).toEqual({
      ...NO_FILTERS,
      property: PROPERTY,
      category: 'Water',
      year: '2026',
    });
    expect(parseExpenseFilters(new URLSearchParams('property=business&year=1999&category=Rent'))).toEqual({
      ...NO_FILTERS,
      property: 'business',
    });
  });

  it('writes only what is set, and round-trips', () => {
    const filters = { ...NO_FILTERS, vendor: VENDOR, from: '2026-01-01', to: '2026-03-31' };
    expect(toExpenseSearchParams(filters).toString()).toBe(`vendor=${VENDOR}&from=2026-01-01&to=2026-03-31`);
    expect(parseExpenseFilters(toExpenseSearchParams(filters))).toEqual(filters);
    expect(toExpenseSearchParams(NO_FILTERS).toString()).toBe('');
  });

  it('turns a year into its days, and a range wins over a year', () => {
    expect(toExpenseQuery({ ...NO_FILTERS, year: '2026', property: 'business' })).toEqual({
      p_property: 'business',
      p_from: '2026-01-01',
      p_to: '2026-12-31',
    });
    expect(toExpenseQuery({ ...NO_FILTERS, year: '2026', from: '2025-12-01' })).toEqual({ p_from: '2025-12-01' });
    expect(toExpenseQuery(NO_FILTERS)).toEqual({});
  });
});

describe('validateExpense', () => {
  const form: ExpenseForm = {
    amount: '48.00',
    paidOn: '2026-11-02',
    propertyId: PROPERTY,
    unitId: 'u1',
    vendorId: '',
    category: 'Water',
    taxLine: '17',
    memo: '',
    isImprovement: false,
    placedInService: '',
    paidWith: '',
  };
  const units = [{ id: 'u1' }];

  it('accepts a complete expense and shapes the row', () => {
    expect(validateExpense(form, units)).toEqual({});
    expect(toExpenseFields({ ...form, memo: '  meter 4 ' })).toEqual({
      amount: 48,
      paid_on: '2026-11-02',
      property_id: PROPERTY,
      unit_id: 'u1',
      vendor_id: null,
      category: 'Water',
      tax_line: 17,
      memo: 'meter 4',
      is_improvement: false,
      placed_in_service_on: null,
      paid_with: null,
    });
    expect(toExpenseFields({ ...form, paidWith: 'Card' })).toMatchObject({ paid_with: 'Card' });
    expect(toExpenseFields({ ...form, paidWith: 'Bitcoin' })).toMatchObject({ paid_with: null });
  });

  it('an improvement belongs to a property and needs the day it was placed in service', () => {
    const roof = { ...form, category: 'Maintenance', taxLine: '14', isImprovement: true };
    expect(validateExpense(roof, units)).toEqual({
      placedInService: 'An improvement needs the date it was placed in service',
    });
    expect(validateExpense({ ...roof, propertyId: '', unitId: '' }, units)).toEqual({
      isImprovement: 'An improvement belongs to a property',
    });
    expect(toExpenseFields({ ...roof, placedInService: '2026-11-10' })).toMatchObject({
      is_improvement: true,
      placed_in_service_on: '2026-11-10',
    });
    // Unticked, the date goes with it.
    expect(toExpenseFields({ ...form, placedInService: '2026-11-10' })).toMatchObject({
      is_improvement: false,
      placed_in_service_on: null,
    });
  });

  it.each([
    ['0', 'Amount must be more than $0'],
    ['$0.00', 'Amount must be more than $0'],
    ['', 'Enter the amount paid'],
    ['-5', MONEY_MESSAGE],
    ['abc', MONEY_MESSAGE],
    ['NaN', MONEY_MESSAGE],
    ['1.234', MONEY_MESSAGE],
    ['1,2,3', MONEY_MESSAGE],
  ])('refuses the amount %p', (amount, message) => {
    expect(validateExpense({ ...form, amount }, units).amount).toBe(message);
  });

  it.each([
    ['$1,095.00', 1095],
    ['1,200.50', 1200.5],
    [' $ 88 ', 88],
  ])('takes the amount %p as landlords type it', (amount, saved) => {
    expect(validateExpense({ ...form, amount }, units)).toEqual({});
    expect(toExpenseFields({ ...form, amount }).amount).toBe(saved);
  });

  it('refuses a date in another century, a missing date, a unit not of the property', () => {
    expect(validateExpense({ ...form, paidOn: '1926-11-02' }, units).paidOn).toBe(
      'Paid on must be a date between 2000 and 2099',
    );
    expect(validateExpense({ ...form, paidOn: '' }, units).paidOn).toBe('Enter the date it was paid');
    expect(validateExpense({ ...form, unitId: 'elsewhere' }, units).unitId).toBe(
      'That unit is not part of the chosen property',
    );
    expect(validateExpense({ ...form, taxLine: '18' }, units).taxLine).toBe('Choose a Schedule E line');
  });
});

describe('CSV', () => {
  it('writes the payments through the shared writer: amounts as numbers, typed text neutralised', () => {
    const payment = {
      paid_on: '2026-03-01',
      property: null,
      unit: null,
      vendor: { id: 'v', name: '=HYPERLINK("http://x.example")' },
      category: 'Repairs',
      tax_line: 14,
      amount: 48,
      memo: '-2+3',
      task: null,
      paid_with: 'Card',
    };
    const [, row] = paymentsCsv([payment as unknown as PaymentListItem]).split('\r\n');
    expect(row).toBe(`2026-03-01,Business,,"'=HYPERLINK(""http://x.example"")",Repairs,14 Repairs,48.00,'-2+3,,Card`);
  });
});
