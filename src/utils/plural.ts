/** A count with its noun, singular for exactly one: '1 task', '2 tasks', '1,200 payments'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** The noun alone, for a count shown apart from it (a stat card's big figure). */
export const nounFor = (count: number, singular: string, plural = `${singular}s`) => (count === 1 ? singular : plural);
