import { loadConfig, SERVICE_ROLE_KEY } from './config';
import { createDigestLoop, FIRST_RUN_MS, pendingDigestRequests, REQUEST_POLL_MS, SCHEDULE_MS } from './digestLoop';
import type { Logger } from './log';

const log = (): Logger & { errors: string[] } => {
  const errors: string[] = [];
  return { errors, info: () => {}, debug: () => {}, error: (_source, message) => void errors.push(message) };
};
const okSummary = { at: '2026-11-28T00:00:00.000Z', scheduled: null, requests: null, errors: [] };

describe('the local stack’s digest loop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function run(digests: 'on' | 'requests', pending: boolean[], ms: number) {
    const config = loadConfig({ STACK_PORT_BASE: '59900', STACK_DIGESTS: digests });
    const asked: Array<{ body: unknown; key: string }> = [];
    let checks = 0;
    const logger = log();
    const loop = createDigestLoop(config, logger, {
      hasPendingRequests: async () => pending[checks++] ?? false,
      trigger: async ({ body, serviceRoleKey }) => {
        asked.push({ body, key: serviceRoleKey });
        return { ok: true, summary: okSummary };
      },
    });
    await jest.advanceTimersByTimeAsync(ms);
    await loop.stop();
    return { asked, checks: () => checks, errors: logger.errors };
  }

  it('looks for test digests every few seconds and calls the function only when one waits', async () => {
    // Checks at 3, 6, 9 and 12 s: one waits at the second.
    const { asked, checks } = await run('requests', [false, true, false, false], 4 * REQUEST_POLL_MS);
    expect(checks()).toBe(4);
    expect(asked).toEqual([{ body: { scheduled: false }, key: SERVICE_ROLE_KEY }]);
  });

  it('calls the function for scheduled digests every minute whatever waits, when digests are on', async () => {
    const { asked } = await run('on', [], FIRST_RUN_MS + SCHEDULE_MS);
    // The first run soon after the start, then the minute's.
    expect(asked).toEqual([
      { body: { requests: false }, key: SERVICE_ROLE_KEY },
      { body: { requests: false }, key: SERVICE_ROLE_KEY },
    ]);
  });

  it('says once that it cannot look for test digests, goes on looking, and says it again after a look that worked', async () => {
    const config = loadConfig({ STACK_PORT_BASE: '59900', STACK_DIGESTS: 'requests' });
    const logger = log();
    // Looks at 3, 6, 9, 12 and 15 s: the database is away for the first two and the last.
    const away = [true, true, false, false, true];
    let checks = 0;
    const trigger = jest.fn();
    const loop = createDigestLoop(config, logger, {
      hasPendingRequests: async () => {
        if (away[checks++]) throw new Error('connect ECONNREFUSED 127.0.0.1:54322');
        return false;
      },
      trigger,
    });
    await jest.advanceTimersByTimeAsync(5 * REQUEST_POLL_MS);
    await loop.stop();
    expect(checks).toBe(5);
    expect(trigger).not.toHaveBeenCalled();
    expect(logger.errors).toEqual([
      'test digests: could not look for test digests: connect ECONNREFUSED 127.0.0.1:54322',
      'test digests: could not look for test digests: connect ECONNREFUSED 127.0.0.1:54322',
    ]);
  });
});

describe('pendingDigestRequests', () => {
  it.each([
    [[{ waiting: true }], true],
    [[{ waiting: false }], false],
    [[], false],
  ])('reads %j as %s, asking for the rows send-digests claims', async (rows, expected) => {
    const query = jest.fn(async () => ({ rows }));
    await expect(pendingDigestRequests({ query } as never)()).resolves.toBe(expected);
    expect(query).toHaveBeenCalledWith(expect.stringMatching(/from public\.digest_requests where status = 'pending'/));
  });
});
