/**
 * Every how many bands a label shows on a band axis, so labels do not run into each other: a label
 * is about 0.6 em per character plus a gap (the app's font, digits and short month names).
 */
export function labelStep(bandWidth: number, labels: readonly string[], fontSize: number): number {
  if (labels.length === 0 || bandWidth <= 0) return 1;
  const widest = Math.max(...labels.map((label) => label.length)) * fontSize * 0.6 + 6;
  return Math.max(1, Math.ceil(widest / bandWidth));
}

/** The labels an axis shows: every `step`-th, counted from the newest (last) band so it always has its label. */
export function shownLabels<T>(items: readonly T[], step: number): T[] {
  const last = items.length - 1;
  return items.filter((_, i) => (last - i) % step === 0);
}
