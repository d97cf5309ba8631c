import { dueLabel, dueSoonWindow, rentWindow, weekBounds, weekLabel, weekWindow } from './dashboardRules';

// The landlord's day is a calendar date; the week's instants are midnights in their time zone.
const NY = 'America/New_York';

describe('the day windows (SPEC §9)', () => {
  it("start on the landlord's day", () => {
    expect(dueSoonWindow('2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-29' });
    expect(rentWindow('2026-11-22')).toEqual({ from: '2026-11-22', to: '2027-02-20' });
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(dueSoonWindow('2026-10-28')).toEqual({ from: '2026-10-28', to: '2026-11-04' });
    expect(rentWindow('2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-05-30' });
  });
});

describe("weekWindow: Monday 00:00 to the next Monday 00:00, in the landlord's time zone", () => {
  it.each([
    ['a Sunday', '2026-11-22', NY, '2026-11-16T05:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    ['a Monday', '2026-11-23', NY, '2026-11-23T05:00:00.000Z', '2026-11-30T05:00:00.000Z'],
    // The week US daylight saving ends (Sunday 1 Nov): Monday to Monday, a 169-hour week.
    ['the week daylight saving ends', '2026-10-29', NY, '2026-10-26T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['across a new year', '2027-01-01', NY, '2026-12-28T05:00:00.000Z', '2027-01-04T05:00:00.000Z'],
    ['in Honolulu', '2026-12-31', 'Pacific/Honolulu', '2026-12-28T10:00:00.000Z', '2027-01-04T10:00:00.000Z'],
  ])('%s', (_label, today, zone, from, to) => {
    expect(weekWindow(today, zone)).toEqual({ from, to });
  });
});

describe('weekBounds: the last 12 weeks, this one last', () => {
  const bounds = weekBounds('2026-11-22');

  it('has 13 Mondays as dates, the last two framing this week', () => {
    expect(bounds).toHaveLength(13);
    expect(bounds.slice(-2)).toEqual(['2026-11-16', '2026-11-23']);
    expect(bounds[0]).toBe('2026-08-31');
    expect(bounds.map((b) => new Date(`${b}T12:00:00Z`).getUTCDay())).toEqual(Array(13).fill(1));
  });

  it('labels each week by its Monday', () => {
    expect(bounds.slice(0, -1).map(weekLabel).slice(-3)).toEqual(['Nov 2', 'Nov 9', 'Nov 16']);
  });
});

describe('dueLabel', () => {
  it.each([
    ['2026-11-22', 'Due today'],
    ['2026-11-23', 'Due tomorrow'],
    ['2026-11-29', 'Due in 7 days'],
    ['2026-11-21', '1 day overdue'],
    ['2026-10-31', '22 days overdue'],
  ])('%s → %s', (due, label) => {
    expect(dueLabel(due, '2026-11-22')).toBe(label);
  });
});
