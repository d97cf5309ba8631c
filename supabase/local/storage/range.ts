import { StorageError } from './errors';

export interface ByteRange {
  from: number;
  to: number;
}

const invalidRange = () => new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416);

/** A `Range: bytes=a-b` header as hosted Storage reads it: one range, a suffix (`-n`) or an open end (`a-`). */
export function parseRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || size <= 0 || (!match[1] && !match[2])) throw invalidRange();
  const [, start, end] = match;
  if (!start) {
    const suffix = Number(end);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw invalidRange();
    return { from: Math.max(size - suffix, 0), to: size - 1 };
  }
  const from = Number(start);
  const to = end ? Number(end) : size - 1;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to < from || from >= size) throw invalidRange();
  return { from, to: Math.min(to, size - 1) };
}
