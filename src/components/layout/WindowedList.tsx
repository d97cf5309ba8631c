import type { CSSProperties, ReactNode } from 'react';
import { Virtuoso, type Components } from 'react-virtuoso';
import { useFirstBatch } from './useFirstBatch';

/** Below this many items a list renders plainly; above, only what is on screen (a 2,000-unit portfolio). */
export const VIRTUALIZE_ABOVE = 150;

interface Props<T> {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** With a label the list is a labelled ul of li; without one, plain blocks (e.g. headings and rows). */
  label?: string;
  virtualizeAbove?: number;
}

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
 * A long list scrolled with the page: plain below `virtualizeAbove` items (short lists stay
 * simple and fully in the DOM), virtualised with react-virtuoso above it, so a screen with
 * thousands of rows renders only the few dozen on screen and typing in one re-renders one.
 */
export function WindowedList<T>({ items, itemKey, renderItem, label, virtualizeAbove = VIRTUALIZE_ABOVE }: Props<T>) {
  const shown = useFirstBatch(items.length);
  if (items.length <= virtualizeAbove) {
    const drawn = items.slice(0, shown);
    if (!label) return <div>{drawn.map((item, index) => <div key={itemKey(item)}>{renderItem(item, index)}</div>)}</div>;
    return (
      <ul aria-label={label} style={bare}>
        {drawn.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
    );
  }
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
