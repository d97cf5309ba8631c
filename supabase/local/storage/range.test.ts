import { parseRange } from './range';

describe('a byte range', () => {
  it.each([
    ['bytes=0-9', { from: 0, to: 9 }],
    ['bytes=5-', { from: 5, to: 99 }],
    ['bytes=-10', { from: 90, to: 99 }],
    ['bytes=-500', { from: 0, to: 99 }],
    ['bytes=90-500', { from: 90, to: 99 }],
  ])('%s of 100 bytes', (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=9-5', 'bytes=-', 'bytes=-0', 'bytes=0-1,5-6', 'items=0-9', 'bytes=a-b'])(
    'refuses %s as hosted Storage does, with 416',
    (header) => {
      expect(() => parseRange(header, 100)).toThrow(
        expect.objectContaining({ statusCode: 416, httpStatus: 416, code: 'InvalidRange' }),
      );
    },
  );
});
