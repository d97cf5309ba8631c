import { fireEvent, render, screen, within } from '@testing-library/react';
import { ListCard } from './ListCard';
import { PhoneList, type PhoneListProps } from './PhoneList';

interface Row {
  id: string;
  title: string;
}
const rows: Row[] = [
  { id: 'a', title: 'Pay water bill' },
  { id: 'b', title: 'Fix the gate' },
];
const choices = [
  { field: 'due', label: 'Due date' },
  { field: 'title', label: 'Task' },
];

function renderList(props: Partial<PhoneListProps<Row>> = {}) {
  const onSort = jest.fn();
  const onPage = jest.fn();
  render(
    <PhoneList<Row>
      label="Tasks"
      items={rows}
      itemKey={(r) => r.id}
      renderItem={(r) => (
        <ListCard
          title={r.title}
          status="Open"
          details={['Linden Row', null, 'Due Mar 5, 2027']}
          amount="$64.20"
          actions={<button type="button">Complete {r.title}</button>}
        />
      )}
      sort={{ choices, model: [{ field: 'due', sort: 'asc' }], onChange: onSort }}
      pager={{
        count: 60,
        page: 0,
        pageSize: 25,
        pageSizes: [25, 50],
        label: 'Tasks per page',
        onChange: onPage,
        scrollToTop: false,
      }}
      empty={<p>No tasks found</p>}
      {...props}
    />,
  );
  return { onSort, onPage };
}

describe('PhoneList', () => {
  it('shows a card per row with its details, figure and actions, and the pager', () => {
    renderList();
    const items = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pay water bill');
    expect(items[0]).toHaveTextContent('Linden Row');
    expect(items[0]).toHaveTextContent('Due Mar 5, 2027');
    expect(items[0]).toHaveTextContent('$64.20');
    expect(within(items[1]).getByRole('button', { name: 'Complete Fix the gate' })).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('orders by another field, keeping the direction, and reverses the direction', () => {
    const { onSort } = renderList();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(screen.getByRole('option', { name: 'Task' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ascending: sort descending' }));
    expect(onSort.mock.calls).toEqual([[[{ field: 'title', sort: 'asc' }]], [[{ field: 'due', sort: 'desc' }]]]);
  });

  it('pages on', () => {
    const { onPage } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenCalledWith(1, 25);
  });

  it('shows the empty state, and no pager, when there are no rows', () => {
    renderList({ items: [] });
    expect(screen.getByText('No tasks found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });
});
