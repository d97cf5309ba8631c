import { Button, TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { FilterPanel } from './FilterPanel';

const field = <TextField label="Search" />;

describe('FilterPanel', () => {
  it('collapsible with no filter chosen: a "Filters" toggle, and no field drawn until it opens', async () => {
    const user = userEvent.setup();
    render(
      <FilterPanel id="f" active={false} collapsible clear={<Button>Clear all filters</Button>}>
        {field}
      </FilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('collapsible with a filter chosen: open from the start, says so, and offers to clear', () => {
    render(
      <FilterPanel id="f" active collapsible clear={<Button>Clear all filters</Button>}>
        {field}
      </FilterPanel>,
    );
    expect(screen.getByRole('button', { name: 'Filters (on)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
  });

  it('not collapsible: the fields, always, in a region named Filters, with no toggle', () => {
    render(
      <FilterPanel id="f" active={false} collapsible={false}>
        {field}
      </FilterPanel>,
    );
    expect(screen.getByRole('region', { name: 'Filters' })).toContainElement(
      screen.getByRole('textbox', { name: 'Search' }),
    );
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it("collapsible on a phone only ('phone'), on a wide screen: the fields, always, with no toggle", () => {
    render(
      <FilterPanel id="f" active={false} collapsible="phone">
        {field}
      </FilterPanel>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  describe("collapsible on a phone only ('phone'), at a phone's width", () => {
    atPhoneWidth();

    it('no filter chosen: behind the toggle from the first render', async () => {
      const user = userEvent.setup();
      render(
        <FilterPanel id="f" active={false} collapsible="phone">
          {field}
        </FilterPanel>,
      );
      expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    });

    it('a filter chosen: open, and the toggle says so', () => {
      render(
        <FilterPanel id="f" active collapsible="phone">
          {field}
        </FilterPanel>,
      );
      expect(screen.getByRole('button', { name: 'Filters (on)' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    });
  });
});
