import { render, screen, within } from '@testing-library/react';
import { FIRST_BATCH } from './useFirstBatch';
import { WindowedList } from './WindowedList';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i-${i}`, name: `Item ${i}` }));
const renderList = (n: number, label?: string) =>
  render(
    <WindowedList
      items={items(n)}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      label={label}
      virtualizeAbove={10}
    />,
  );

describe('WindowedList', () => {
  it('renders a short labelled list plainly, every item a list item', () => {
    renderList(3, 'Things');
    const list = within(screen.getByRole('list', { name: 'Things' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Item 0', 'Item 1', 'Item 2']);
  });

  it('renders a short unlabelled list as plain blocks', () => {
    renderList(2);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Item 1')).toBeInTheDocument();
  });

  it('above the threshold shows the first screenful plainly while the virtualised list loads, then keeps the labelled list but renders only what fits on screen', async () => {
    renderList(500, 'Things');
    // react-virtuoso is a chunk of its own: meanwhile, the first screenful as a plain list.
    expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(FIRST_BATCH);
    expect(screen.queryByTestId('virtuoso-item-list')).toBeNull();
    await screen.findByTestId('virtuoso-item-list');
    const list = screen.getByRole('list', { name: 'Things' });
    // jsdom has no layout, so the virtualised list draws (almost) nothing of the 500.
    expect(within(list).queryAllByRole('listitem').length).toBeLessThan(FIRST_BATCH);
  });

  it('above the threshold, unlabelled, renders only what fits on screen too', async () => {
    renderList(500);
    await screen.findByTestId('virtuoso-item-list');
    expect(screen.queryAllByText(/^Item \d+$/).length).toBeLessThan(FIRST_BATCH);
  });

  it('draws the first screenful with the first render and every row right after', () => {
    const drawn: number[] = [];
    render(
      <WindowedList
        items={items(50)}
        itemKey={(item) => item.id}
        renderItem={(item, index) => (drawn.push(index), (<span>{item.name}</span>))}
        label="Things"
      />,
    );
    // The first render draws the first batch only; the next one, every row.
    expect(drawn.slice(0, FIRST_BATCH + 1)).toEqual([...Array.from({ length: FIRST_BATCH }, (_, i) => i), 0]);
    expect(drawn).toHaveLength(FIRST_BATCH + 50);
    expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(50);
  });
});
