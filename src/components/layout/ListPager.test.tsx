import { fireEvent, render, screen, within } from '@testing-library/react';
import { ListPager, type ListPagerProps } from './ListPager';

const renderPager = (props: Partial<ListPagerProps> = {}) => {
  const onChange = jest.fn();
  render(
    <ListPager
      count={60}
      page={1}
      pageSize={24}
      pageSizes={[24, 48, 96]}
      label="Vendors per page"
      busy={false}
      onChange={onChange}
      scrollToTop={false}
      {...props}
    />,
  );
  return onChange;
};

describe('ListPager', () => {
  it('shows the range and the exact count, and pages back and forth from the page shown', () => {
    const onChange = renderPager();
    expect(screen.getByText('25–48 of 60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onChange.mock.calls).toEqual([
      [2, 24],
      [0, 24],
    ]);
  });

  it('cannot go before the first page or past the last', () => {
    renderPager({ page: 0, count: 20 });
    expect(screen.getByText('1–20 of 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows the last page when asked for one past the end (rows deleted since)', () => {
    const onChange = renderPager({ page: 7 });
    expect(screen.getByText('49–60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onChange).toHaveBeenCalledWith(1, 24);
  });

  it('a new page size starts again at the first page', () => {
    const onChange = renderPager();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Vendors per page/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '48' }));
    expect(onChange).toHaveBeenCalledWith(0, 48);
  });

  it('says when a page is on its way, and starts a new page at the top of the screen', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPager({ busy: true, scrollToTop: true });
    expect(screen.getByText('25–48 of 60').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });

  it('has no page-size choice with a single size', () => {
    renderPager({ pageSizes: [24] });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
