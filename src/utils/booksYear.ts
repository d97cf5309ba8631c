/** A year the books hold: the database's dates run from 2000 to 2099. */
export const isBooksYear = (year: number): boolean => Number.isInteger(year) && year >= 2000 && year <= 2099;

/** The year a screen was asked for (an address's ?year=, a filter), when the books hold it; else the fallback. */
export function booksYear(asked: string | null | undefined, fallback: number): number {
  const year = Number(asked);
  return asked && isBooksYear(year) ? year : fallback;
}
