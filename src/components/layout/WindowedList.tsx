import type { CSSProperties, ReactNode } from 'react';
import { inPlace } from '../lazyComponent';
import { FIRST_BATCH, useFirstBatch } from './useFirstBatch';
import type { WindowedListProps } from './windowedListProps';

/** Below this many items a list renders plainly; above, only what is on screen (a 2,000-unit portfolio). */
export const VIRTUALIZE_ABOVE = 150;

const bare: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

// react-virtuoso, 19.5 KB gzip a phone would fetch before the list's first screen: loaded when a list is long enough to need it.
const VirtualList = inPlace(() =>
  import('./VirtualList').then((m) => m.default as (props: WindowedListProps<unknown>) => ReactNode),
);

function PlainList<T>({ items, itemKey, renderItem, label }: WindowedListProps<T>) {
  if (!label)
    return (
      <div>
        {items.map((item, index) => (
          <div key={itemKey(item)}>{renderItem(item, index)}</div>
        ))}
      </div>
    );
  return (
    <ul aria-label={label} style={bare}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}

/**
 * A long list scrolled with the page: plain below `virtualizeAbove` items (short lists stay
 * simple and fully in the DOM), virtualised with react-virtuoso above it, so a screen with
 * thousands of rows renders only the few dozen on screen and typing in one re-renders one. While
 * react-virtuoso's code arrives, a long list shows its first screenful plainly; if the code
 * cannot arrive, the whole list does.
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const { items, virtualizeAbove = VIRTUALIZE_ABOVE, firstBatch = FIRST_BATCH } = props;
  // The first screenful with the data, the rest right after: 0.62 s of a phone's cold load of bulk notes, 0.17 s of the planner's.
  const shown = useFirstBatch(items.length, firstBatch);
  if (items.length <= virtualizeAbove) return <PlainList {...props} items={items.slice(0, shown)} />;
  return (
    <VirtualList
      {...(props as WindowedListProps<unknown>)}
      standIn={<PlainList {...props} items={items.slice(0, firstBatch)} />}
      unavailable={<PlainList {...props} />}
    />
  );
}
