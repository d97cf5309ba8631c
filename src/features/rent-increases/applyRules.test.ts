import {
  appliedMessage,
  appliesEarly,
  applyNowQuestion,
  canTakeBack,
  roundingNote,
  takenBackMessage,
  takenBackNote,
} from './applyRules';

const today = '2026-11-29'; // the landlord's today

describe('appliesEarly', () => {
  it.each([
    ['2027-01-01', true],
    ['2026-11-30', true],
    ['2026-11-29', false],
    ['2026-11-01', false],
  ])('an increase of %s applied today asks first: %s', (date, early) => {
    expect(appliesEarly(date, today)).toBe(early);
  });
});

describe('canTakeBack', () => {
  it.each([
    [true, '2027-01-01', true],
    [true, '2026-11-29', true],
    [true, '2026-11-28', false],
    [false, '2027-01-01', false],
  ])('applied %s, effective %s: %s', (applied, date, allowed) => {
    expect(canTakeBack({ applied, effective_date: date }, today)).toBe(allowed);
  });
});

describe('the sentences', () => {
  it('asks with the new rent and its date', () => {
    expect(applyNowQuestion(1235, '2027-01-01')).toBe('The new rent of $1,235 counts from Jan 1, 2027.');
    expect(applyNowQuestion(1252.5, '2027-01-01')).toBe('The new rent of $1,252.50 counts from Jan 1, 2027.');
  });
  it('says what was applied and what was taken back', () => {
    expect(appliedMessage(1235)).toBe('New rent of $1,235 applied');
    expect(takenBackMessage('2027-01-01')).toBe('Increase of Jan 1, 2027 taken back');
  });
  it.each([
    ['2026-11-21T03:00:00Z', 'America/New_York', 'Applied, then taken back on Nov 20, 2026'],
    ['2026-11-21T03:00:00Z', 'UTC', 'Applied, then taken back on Nov 21, 2026'],
    ['2026-11-20T15:00:00Z', 'Pacific/Honolulu', 'Applied, then taken back on Nov 20, 2026'],
  ])('dates a take-back at %s on the landlord’s day in %s', (at, zone, note) => {
    expect(takenBackNote(at, zone)).toBe(note);
  });
});

describe('roundingNote', () => {
  it.each([
    [1200, 'Percent', 3, '$1,200 + 3% ($36) is $1,236; new rents are rounded to the nearest $5.'],
    [1234, 'Percent', 3, '$1,234 + 3% ($37.02) is $1,271.02; new rents are rounded to the nearest $5.'],
    [1000, 'Percent', 0.25, '$1,000 + 0.25% ($2.50) is $1,002.50; new rents are rounded to the nearest $5.'],
    [1000, 'FixedAmount', 12.49, '$1,000 + $12.49 is $1,012.49; new rents are rounded to the nearest $5.'],
    [999.99, 'FixedAmount', 0.01, '$999.99 + $0.01 is $1,000; new rents are rounded to the nearest $5.'],
  ] as const)('%s %s %s', (base, basis, value, note) => {
    expect(roundingNote(base, basis, value)).toBe(note);
  });
});
