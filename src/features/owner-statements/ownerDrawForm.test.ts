import { newOwnerDrawForm, parseOwnerDraw } from './ownerDrawForm';

describe('parseOwnerDraw', () => {
  const form = { ...newOwnerDrawForm('2026-03-15'), amount: '$1,250.50', memo: '  March  ' };

  it('reads an amount as landlords type it, the day, and a trimmed memo', () => {
    expect(parseOwnerDraw('d1', 'p1', form)).toEqual({
      errors: {},
      fields: { id: 'd1', property_id: 'p1', drawn_on: '2026-03-15', amount: 1250.5, memo: 'March' },
    });
  });

  it('says what is missing or mistyped, and gives nothing to save', () => {
    expect(parseOwnerDraw('d1', 'p1', { ...form, amount: '', drawnOn: '' })).toEqual({
      errors: { amount: 'Enter the amount drawn', drawnOn: 'Enter the day it was drawn' },
    });
    expect(parseOwnerDraw('d1', 'p1', { ...form, amount: '0' }).errors).toEqual({ amount: 'Enter the amount drawn' });
    expect(parseOwnerDraw('d1', 'p1', { ...form, amount: '-5' }).errors).toEqual({
      amount: 'Please enter an amount like 1,200.50',
    });
  });

  it('an empty memo is none', () => {
    expect(parseOwnerDraw('d1', 'p1', { ...form, memo: '  ' }).fields?.memo).toBeNull();
  });
});
