import { dueWindow, matchesDue, parseTaskFilters, toQueryFilters, toSearchParams } from './taskFilters';

const now = '2026-11-22'; // the landlord's today
const task = (due: string | null, status = 'Open') => ({
  status,
  due_date: due,
  next_due_date: null,
  start_date: null,
});

describe('task filters in the query string', () => {
  it('reads every filter and defaults unknown values to all', () => {
    expect(parseTaskFilters(new URLSearchParams('property=p1&vendor=v1&status=open&due=today'))).toEqual({
      property: 'p1',
      vendor: 'v1',
      status: 'open',
      due: 'today',
    });
    expect(parseTaskFilters(new URLSearchParams('status=nope&due=later'))).toEqual({
      property: '',
      vendor: '',
      status: 'all',
      due: 'all',
    });
  });

  it.each([
    ['filter=overdue', { due: 'overdue' }],
    ['filter=due-soon', { due: 'due-soon' }],
    ['filter=completed', { status: 'completed' }],
  ])('understands the dashboard link %s', (query, expected) => {
    expect(parseTaskFilters(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('writes only what differs from the defaults', () => {
    expect(toSearchParams({ property: '', vendor: 'v1', status: 'all', due: 'overdue' }).toString()).toBe(
      'vendor=v1&due=overdue',
    );
    expect(toSearchParams({ property: '', vendor: '', status: 'all', due: 'all' }).toString()).toBe('');
  });

  it('sends property, vendor and status to the database', () => {
    expect(toQueryFilters({ property: 'p1', vendor: '', status: 'skipped', due: 'today' })).toEqual({
      propertyId: 'p1',
      status: 'Skipped',
    });
    expect(toQueryFilters({ property: '', vendor: '', status: 'all', due: 'all' })).toEqual({});
  });
});

describe('matchesDue', () => {
  it.each([
    ['overdue', task('2026-11-21'), true],
    ['overdue', task('2026-11-21', 'Completed'), false],
    ['today', task('2026-11-22'), true],
    ['today', task('2026-11-23'), false],
    ['upcoming', task('2026-11-23'), true],
    ['upcoming', task('2026-11-22'), false],
    ['upcoming', task(null), false],
    ['due-soon', task('2026-11-22'), true],
    ['due-soon', task('2026-11-29'), true],
    ['due-soon', task('2026-11-30'), false],
    ['due-soon', task('2026-11-21'), false],
    ['all', task(null, 'Skipped'), true],
  ] as const)('%s: %j → %s', (due, t, expected) => {
    expect(matchesDue(t, due, now)).toBe(expected);
  });
});

describe('dueWindow: the due filter as the database applies it', () => {
  const tasks = [
    task('2026-11-01'),
    task('2026-11-21'),
    task('2026-11-22'),
    task('2026-11-23'),
    task('2026-11-29'),
    task('2026-11-30'),
    task('2026-11-01', 'Completed'),
    task('2026-11-22', 'Skipped'),
    task('2026-12-30', 'Completed'),
    task(null),
  ];
  const inWindow = (t: ReturnType<typeof task>, w: ReturnType<typeof dueWindow>) => {
    const due = t.due_date;
    if (w.statusRule === 'open' && t.status !== 'Open') return false;
    if (w.statusRule === 'notDone' && (t.status === 'Completed' || t.status === 'Skipped')) return false;
    if (w.from || w.to || w.before || w.after) {
      if (!due) return false;
      if (w.from && due < w.from) return false;
      if (w.to && due > w.to) return false;
      if (w.before && !(due < w.before)) return false;
      if (w.after && !(due > w.after)) return false;
    }
    return true;
  };

  it.each(['all', 'overdue', 'today', 'upcoming', 'due-soon'] as const)(
    'keeps the same rows as matchesDue for due=%s',
    (due) => {
      const w = dueWindow(due, now);
      expect(tasks.filter((t) => inWindow(t, w))).toEqual(tasks.filter((t) => matchesDue(t, due, now)));
    },
  );

  it('names the dates of today and the due-soon window', () => {
    expect(dueWindow('overdue', now)).toEqual({ before: '2026-11-22', statusRule: 'notDone' });
    expect(dueWindow('due-soon', now)).toEqual({ from: '2026-11-22', to: '2026-11-29', statusRule: 'open' });
  });
});
