import { formatCurrency, formatDate, formatDateTime, formatMonth, formatMonthDay, formatTime } from './format';

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    ['950', '$950.00'],
    [0.005, '$0.01'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['abc', '—'],
  ])('%j → %s', (amount, shown) => {
    expect(formatCurrency(amount as number | string | null | undefined)).toBe(shown);
  });
});

const plain = (s: string) => s.replace(/\s/g, ' ');

/** The browser's language, for one test (the unit suite runs in Node, without a navigator). */
function inLocale(language: string, run: () => void) {
  Object.defineProperty(globalThis, 'navigator', { value: { language }, configurable: true });
  try {
    run();
  } finally {
    delete (globalThis as { navigator?: unknown }).navigator;
  }
}

describe('dates and times', () => {
  it('shows a calendar date without shifting it across time zones', () => {
    expect(formatDate('2027-03-05')).toBe('Mar 5, 2027');
  });

  it('shows a dash for no date or moment', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });

  it('names the year of a month on a chart axis, and leaves it out where it goes without saying', () => {
    expect(formatMonth('2026-11-01')).toBe('Nov 2026');
    expect(formatMonthDay('2026-11-23')).toBe('Nov 23');
  });

  it('shows a moment as the date, then the time, without seconds', () => {
    const at = new Date(2026, 10, 20, 14, 5, 59);
    expect(plain(formatDateTime(at))).toBe('Nov 20, 2026, 2:05 PM');
    expect(plain(formatTime(at))).toBe('2:05 PM');
    expect(plain(formatDateTime('2026-11-20T19:05:00Z', 'America/Chicago'))).toBe('Nov 20, 2026, 1:05 PM CST');
  });

  it("follows the landlord's locale: the order of day and month, and the clock", () => {
    inLocale('en-GB', () => {
      expect(formatDate('2027-03-05')).toBe('5 Mar 2027');
      expect(plain(formatDateTime(new Date(2026, 10, 20, 14, 5)))).toBe('20 Nov 2026, 14:05');
      expect(formatTime(new Date(2026, 10, 20, 14, 5))).toBe('14:05');
    });
  });
});
