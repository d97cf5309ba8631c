import { PRESETS, pickScreens } from './throttle';

const screens = [
  { name: 'Dashboard', path: '/' },
  { name: 'Tasks', path: '/tasks' },
  { name: 'Task detail', path: '/tasks/1' },
  { name: 'Bulk notes', path: '/notes/bulk' },
  { name: 'Upcoming increases', path: '/rent/increases/upcoming?range=90d' },
];

describe('pickScreens', () => {
  it.each([
    [undefined, ['Dashboard', 'Tasks', 'Task detail', 'Bulk notes', 'Upcoming increases']],
    ['tasks,dashboard', ['Dashboard', 'Tasks']],
    ['bulk-notes', ['Bulk notes']],
    ['Upcoming', ['Upcoming increases']],
    ['nothing', []],
  ])('%s picks %j', (filter, names) => {
    expect(pickScreens(screens, filter).map((s) => s.name)).toEqual(names);
  });
});

describe('PRESETS', () => {
  it('are the figures the targets are set for', () => {
    expect(PRESETS.desktop).toMatchObject({ rttMs: 40, downBitsPerSecond: 10_000_000, cpuSlowdown: 1, targetMs: 1000 });
    expect(PRESETS.phone).toMatchObject({
      rttMs: 150,
      downBitsPerSecond: 1_600_000,
      cpuSlowdown: 4,
      viewport: { width: 390, height: 844 },
      targetMs: 2500,
    });
  });
});
