import type { CSSProperties } from 'react';
import { Virtuoso, type Components } from 'react-virtuoso';
import type { WindowedListProps } from './windowedListProps';

interface Context {
  label?: string;
}

const bare: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** Module-level, so Virtuoso keeps the same list and item components across renders. */
const asList: Components<unknown, Context, HTMLUListElement> = {
  List: ({ context, style, children, ref, ...data }) => (
    <ul ref={ref} style={{ ...style, ...bare }} aria-label={context?.label} {...data}>
      {children}
    </ul>
  ),
  Item: ({ item: _item, context: _context, ...props }) => <li {...props} />,
};

/** Virtuoso reads its components object on every render: never pass undefined. */
const plain: Components<unknown, Context> = {};

/**
 * WindowedList above its threshold: react-virtuoso draws only what is on screen, scrolled with the
 * page. A chunk of its own: the paged lists' usual pages never need it, so it loads only
 * for a long one.
 */
export default function VirtualList<T>({ items, itemKey, renderItem, label }: WindowedListProps<T>) {
  return (
    <Virtuoso<T, Context>
      useWindowScroll
      data={items}
      context={{ label }}
      increaseViewportBy={{ top: 600, bottom: 600 }}
      computeItemKey={(_index, item) => itemKey(item)}
      itemContent={(index, item) => renderItem(item, index)}
      components={(label ? asList : plain) as Components<T, Context>}
    />
  );
}
