import { dueLabel, dueSoonWindow, rentWindow, weekBounds, weekLabel, weekWindow } from './dashboardRules';

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

describe("weekWindow: the landlord's Monday to the next Monday, as days", () => {
  it.each([
    ['a Sunday', '2026-11-22', '2026-11-16', '2026-11-23'],
    ['a Monday', '2026-11-23', '2026-11-23', '2026-11-30'],
    // The week US daylight saving ends (Sunday 1 Nov) is seven days like any other.
    ['the week daylight saving ends', '2026-10-29', '2026-10-26', '2026-11-02'],
    ['across a new year', '2027-01-01', '2026-12-28', '2027-01-04'],
  ])('%s', (_label, today, from, to) => {
    expect(weekWindow(today)).toEqual({ from, to });
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
