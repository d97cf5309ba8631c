import { loadInRounds } from './rounds';

type Load = { readyMs: number; waitedFor: string[] };
const cold = (readyMs: number, waitedFor: string[] = []): Load => ({ readyMs, waitedFor });

describe('loadInRounds', () => {
  it('loads every screen once a round, so no screen loads twice in a row, and tells the load its round', async () => {
    const order: string[] = [];
    const measured = await loadInRounds(['a', 'b', 'c'], 3, async (screen, round) => {
      order.push(`${screen}${round}`);
      return cold(order.length * 100);
    });
    expect(order).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
    expect(measured.map((m) => [m.screen, m.runs.map((r) => r.readyMs), m.rerun])).toEqual([
      ['a', [100, 400, 700], []],
      ['b', [200, 500, 800], []],
      ['c', [300, 600, 900], []],
    ]);
  });

  it('measures a stalled load again at once, once per screen, and keeps what it waited for', async () => {
    const answers: Record<string, Load[]> = {
      a: [cold(-1, ['/assets/entry.js']), cold(2100), cold(-1, ['/assets/entry.js']), cold(2300)],
      b: [cold(-1, ['/rest/v1/tasks']), cold(2000), cold(2050)],
    };
    const order: string[] = [];
    const measured = await loadInRounds(
      ['a', 'b'],
      3,
      async (screen) => {
        order.push(screen);
        return answers[screen].shift()!;
      },
      // As the throttled run judges: stalled while the app's own files were still arriving.
      {
        stalled: (load) =>
          load.readyMs < 0 && load.waitedFor.some((p) => p.startsWith('/assets/')) ? load.waitedFor : null,
      },
    );
    expect(order).toEqual(['a', 'a', 'b', 'a', 'b', 'a', 'b']);
    // a: the stall measured again; its second stall stays a failed load. b: waiting on the API is the app's failure.
    expect(measured[0].rerun).toEqual(['/assets/entry.js']);
    expect(measured[0].runs.map((r) => r.readyMs)).toEqual([2100, -1, 2300]);
    expect(measured[1].rerun).toEqual([]);
    expect(measured[1].runs.map((r) => r.readyMs)).toEqual([-1, 2000, 2050]);
  });

  it('tells of each screen as its last load is in', async () => {
    const heard: Array<[string, number[]]> = [];
    let loads = 0;
    await loadInRounds(['a', 'b'], 2, async () => cold(++loads), {
      onScreen: (screen, runs) => heard.push([`${screen} after ${loads} loads`, runs.map((r) => r.readyMs)]),
    });
    expect(heard).toEqual([
      ['a after 3 loads', [1, 3]],
      ['b after 4 loads', [2, 4]],
    ]);
  });
});
