import { ERROR_TEXT } from './errors';
import { runMutation, runQuery } from './query';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const ok = <T>(data: T) => Promise.resolve({ data, error: null, status: 200 });
const fail = (status: number, message = 'boom') =>
  Promise.resolve({ data: null, error: { message, code: 'X' }, status });

describe('runQuery', () => {
  it('retries a failed read once when the failure may pass (5xx, network)', async () => {
    const call = jest
      .fn()
      .mockReturnValueOnce(fail(503))
      .mockReturnValueOnce(ok([1]));
    expect(await runQuery(call)).toEqual({ data: [1] });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const call = jest.fn().mockReturnValue(fail(500, 'down'));
    expect(await runQuery(call)).toEqual({
      error: { message: ERROR_TEXT.server, code: 'X', status: 500, details: null, transport: true },
    });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer that will not change (4xx)', async () => {
    const call = jest.fn().mockReturnValue(fail(403, 'permission denied'));
    const result = await runQuery(call);
    expect(result).toMatchObject({ error: { message: ERROR_TEXT.forbidden, status: 403, transport: false } });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('turns a thrown network failure into a message, after one retry', async () => {
    const call = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    expect(await runQuery(call)).toMatchObject({ error: { message: ERROR_TEXT.offline, transport: true } });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('answers null data as null, not undefined', async () => {
    expect(await runQuery(() => Promise.resolve({ data: null, error: null, status: 204 }))).toEqual({ data: null });
  });
});

describe('runMutation', () => {
  it('never retries a write', async () => {
    const call = jest.fn().mockReturnValue(fail(503));
    await runMutation(call);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
