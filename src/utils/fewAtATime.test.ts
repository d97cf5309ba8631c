import { fewAtATime } from './fewAtATime';

/** A promise settled from outside, so a test decides when each piece of work ends. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('fewAtATime', () => {
  it('answers in the items’ order with at most the given number under way', async () => {
    const gates = [1, 2, 3, 4, 5].map(() => deferred<number>());
    let running = 0;
    let most = 0;
    const done = fewAtATime([1, 2, 3, 4, 5], 2, async (n, i) => {
      running += 1;
      most = Math.max(most, running);
      const value = await gates[i].promise;
      running -= 1;
      return value * n;
    });
    for (const [i, gate] of [...gates.entries()].reverse()) gate.resolve(i + 1);
    expect(await done).toEqual([1, 4, 9, 16, 25]);
    expect(most).toBe(2);
  });

  it('starts nothing after a failure, lets the work under way finish, then throws the failure', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const slow = deferred<void>();
    const done = fewAtATime([0, 1, 2, 3], 2, async (n) => {
      started.push(n);
      if (n === 0) throw new Error('file 0 is missing');
      await slow.promise;
      finished.push(n);
      return n;
    });
    const settled = done.catch((error: Error) => error.message);
    await Promise.resolve();
    slow.resolve();
    expect(await settled).toBe('file 0 is missing');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([1]);
  });

  it('answers an empty list at once', async () => {
    expect(await fewAtATime([], 4, async () => 1)).toEqual([]);
  });
});
