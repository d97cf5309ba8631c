import { parseOptions } from './options';

describe('parseOptions', () => {
  it('measures everything, both presets, by default', () => {
    const o = parseOptions([]);
    expect([...o.groups].sort()).toEqual(['js', 'load', 'queries', 'screens', 'throttle', 'transfer']);
    expect(o.presets.map((p) => p.name)).toEqual(['desktop', 'phone']);
    expect(o.quick).toBe(false);
  });

  it('limits a run to the throttled screens asked for', () => {
    const o = parseOptions(['--throttle=phone', '--screens=tasks,dashboard']);
    expect([...o.groups].sort()).toEqual(['js', 'throttle']);
    expect(o.presets.map((p) => p.name)).toEqual(['phone']);
    expect(o.screens).toBe('tasks,dashboard');
  });

  it('takes explicit groups, and drops the throttled screens with --throttle=off', () => {
    expect([...parseOptions(['--only=load,queries']).groups].sort()).toEqual(['load', 'queries']);
    expect([...parseOptions(['--throttle=off', '--only=screens,throttle']).groups]).toEqual(['screens']);
    expect(parseOptions(['--quick']).quick).toBe(true);
  });

  it('compares scales alone', () => {
    const o = parseOptions(['--scale=10', '--quick']);
    expect(o.scale).toBe(10);
    expect(o.quick).toBe(true);
    expect(o.groups.size).toBe(0);
    expect(parseOptions([]).scale).toBeUndefined();
  });

  it.each([
    [['--scale=1'], /--scale=1: a number above 1 and at most 10/],
    [['--scale=11'], /--scale=11: a number above 1 and at most 10/],
    [['--scale=ten'], /--scale=ten: a number above 1/],
    [['--scale=10', '--only=queries'], /takes --quick but not --only=queries/],
    [['--throttle=3g'], /--throttle=3g: use desktop, phone, both or off/],
    [['--only=everything'], /--only=everything: groups are screens, throttle/],
    [['--fast'], /Unknown option --fast/],
  ])('refuses %s with a clear message', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
