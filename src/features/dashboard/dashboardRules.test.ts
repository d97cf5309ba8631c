import { dueLabel, dueSoonWindow, rentWindow, today, weekBounds, weekLabel, weekWindow } from './dashboardRules';

// Local times, as the browser reads them: a week runs from Monday 00:00 to the next Monday 00:00 wherever the test runs.
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);
const iso = (y: number, m: number, d: number) => at(y, m, d, 0).toISOString();

describe('today and the day windows (SPEC §9)', () => {
  it('reads the local day, late in the evening too', () => {
    const lateSunday = at(2026, 11, 22, 23, 30);
    expect(today(lateSunday)).toBe('2026-11-22');
    expect(dueSoonWindow(lateSunday)).toEqual({ from: '2026-11-22', to: '2026-11-29' });
    expect(rentWindow(lateSunday)).toEqual({ from: '2026-11-22', to: '2027-02-20' });
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(dueSoonWindow(at(2026, 10, 28, 0, 5))).toEqual({ from: '2026-10-28', to: '2026-11-04' });
    expect(rentWindow(at(2026, 3, 1))).toEqual({ from: '2026-03-01', to: '2026-05-30' });
  });
});

describe('weekWindow: Monday 00:00 to the next Monday 00:00, local', () => {
  it.each([
    ['Sunday evening', at(2026, 11, 22, 23, 59, 59), iso(2026, 11, 16), iso(2026, 11, 23)],
    ['Monday at midnight', at(2026, 11, 23, 0, 0, 0), iso(2026, 11, 23), iso(2026, 11, 30)],
    ['Wednesday noon', at(2026, 11, 18), iso(2026, 11, 16), iso(2026, 11, 23)],
    // The week US daylight saving ends (Sunday 1 Nov): still Monday to Monday, local.
    ['the week daylight saving ends', at(2026, 10, 29), iso(2026, 10, 26), iso(2026, 11, 2)],
    ['across a new year', at(2027, 1, 1), iso(2026, 12, 28), iso(2027, 1, 4)],
  ])('%s', (_label, now, from, to) => {
    expect(weekWindow(now)).toEqual({ from, to });
  });

  it('a completion a second before Monday belongs to the week before', () => {
    const { from } = weekWindow(at(2026, 11, 23, 9));
    expect(new Date(from).getTime()).toBe(at(2026, 11, 23, 0, 0, 0).getTime());
    expect(at(2026, 11, 22, 23, 59, 59).getTime()).toBeLessThan(new Date(from).getTime());
  });
});

describe('weekBounds: the last 12 weeks, this one last', () => {
  const bounds = weekBounds(at(2026, 11, 22, 18, 30));

  it('has 13 local Mondays as dates, the last two framing this week', () => {
    expect(bounds).toHaveLength(13);
    expect(bounds.slice(-2)).toEqual(['2026-11-16', '2026-11-23']);
    expect(bounds[0]).toBe('2026-08-31');
    // Mondays on both sides of the daylight-saving change of 1 Nov in zones that have one.
    expect(bounds.map((b) => new Date(`${b}T12:00:00`).getDay())).toEqual(Array(13).fill(1));
  });

  it('labels each week by its Monday', () => {
    expect(bounds.slice(0, -1).map(weekLabel).slice(-3)).toEqual(['Nov 2', 'Nov 9', 'Nov 16']);
  });
});

describe('dueLabel', () => {
  const now = at(2026, 11, 22, 21);
  it.each([
    ['2026-11-22', 'Due today'],
    ['2026-11-23', 'Due tomorrow'],
    ['2026-11-29', 'Due in 7 days'],
    ['2026-11-21', '1 day overdue'],
    ['2026-10-31', '22 days overdue'],
  ])('%s → %s', (due, label) => {
    expect(dueLabel(due, now)).toBe(label);
  });
});
