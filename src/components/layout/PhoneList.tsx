import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ListPager, type ListPagerProps } from './ListPager';
import { ListSortControl, type ListSortProps } from './ListSortControl';
import { WindowedList } from './WindowedList';

export interface PhoneListProps<T> {
  /** The list's name (a ul of li), e.g. 'Tasks'. */
  label: string;
  items: T[];
  itemKey: (item: T) => string;
  /** One item, usually a ListCard. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Reading another page or order. */
  busy?: boolean;
  /** The order's menu, for a list the database sorts. */
  sort?: ListSortProps;
  /** Beside the order: a search box, an export. */
  tools?: ReactNode;
  /** The pager of a list read a page at a time (its busy state is the list's). */
  pager?: Omit<ListPagerProps, 'busy'>;
  /** Shown instead of the items when there are none. */
  empty?: ReactNode;
  /** How many cards a first screenful shows. */
  firstBatch?: number;
}

/** A card's height is about three grid rows: a phone's first screenful holds six. */
const FIRST_CARDS = 6;

/**
 * A list as a phone shows it, below the sm breakpoint where a grid's columns would need a
 * sideways scroll: the order and tools on top, a card per row, the pager under the cards. The
 * same server paging, order and export as the desktop grid, without the grid's code.
 */
export function PhoneList<T>({
  label,
  items,
  itemKey,
  renderItem,
  busy = false,
  sort,
  tools,
  pager,
  empty,
  firstBatch = FIRST_CARDS,
}: PhoneListProps<T>) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {(sort || tools) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          {sort && <ListSortControl {...sort} />}
          {tools}
        </Box>
      )}
      {items.length === 0 && empty ? (
        empty
      ) : (
        <Box aria-busy={busy}>
          <WindowedList
            label={label}
            items={items}
            itemKey={itemKey}
            renderItem={(item, index) => <Box sx={{ pb: 1 }}>{renderItem(item, index)}</Box>}
            firstBatch={firstBatch}
          />
        </Box>
      )}
      {pager && items.length > 0 && <ListPager {...pager} busy={busy} />}
    </Box>
  );
}
