import type { ReactNode } from 'react';

/** What WindowedList takes, and VirtualList (its long-list half, a chunk of its own) with it. */
export interface WindowedListProps<T> {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** With a label the list is a labelled ul of li; without one, plain blocks (e.g. headings and rows). */
  label?: string;
  virtualizeAbove?: number;
  /** How many items a first screenful shows (useFirstBatch): fewer for tall items. */
  firstBatch?: number;
}
