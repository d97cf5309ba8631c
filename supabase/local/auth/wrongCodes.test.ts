import { MAX_WRONG_CODES, WrongCodes } from './verify';

describe('WrongCodes', () => {
  it('says the fifth wrong try at one code is the last, and counts each code apart', () => {
    const codes = new WrongCodes();
    expect(MAX_WRONG_CODES).toBe(5);
    const tries = Array.from({ length: 5 }, () => codes.fail('user:hash-1'));
    expect(tries).toEqual([false, false, false, false, true]);
    // A newly sent code (another stored hash) starts again at zero.
    expect(codes.fail('user:hash-2')).toBe(false);
  });
});
