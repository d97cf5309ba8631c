import { fireEvent, render, screen } from '@testing-library/react';
import { BarChart, type ChartBar } from './BarChart';

/** A ResizeObserver that reports one width for whatever it observes, as a laid-out page would. */
function layOutAt(width: number) {
  const original = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ target, contentRect: { width, height: 140, top: 0, left: 0 } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  };
  return () => {
    window.ResizeObserver = original;
  };
}

const weeks: ChartBar[] = ['Sep 1', 'Sep 8', 'Sep 15', 'Sep 22', 'Sep 29', 'Oct 6'].map((label, i) => ({
  key: `w${i}`,
  label,
  value: i * 100,
  valueText: `$${i * 100}.00`,
}));

const renderChart = (bars = weeks) => render(<BarChart bars={bars} height={140} formatTick={(v) => `$${v}`} />);

describe('BarChart', () => {
  let restore: () => void;
  afterEach(() => restore());

  it('draws one bar per value, each named by its label and value, with a value axis', async () => {
    restore = layOutAt(600);
    renderChart();
    const bars = await screen.findAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(weeks.map((w) => `${w.label}: ${w.valueText}`));
    // Taller bars for larger values, from one baseline.
    const shapes = bars.map((bar) => bar.querySelector('path')?.getAttribute('d'));
    expect(new Set(shapes).size).toBe(weeks.length);
    expect(screen.getByText('$500')).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
  });

  it('labels every band when there is room', async () => {
    restore = layOutAt(600);
    renderChart();
    await screen.findAllByRole('img');
    for (const week of weeks) expect(screen.getByText(week.label)).toBeInTheDocument();
  });

  it('thins the labels out on a narrow chart, keeping the newest', async () => {
    restore = layOutAt(150);
    renderChart();
    await screen.findAllByRole('img');
    expect(screen.getByText('Oct 6')).toBeInTheDocument();
    expect(screen.queryByText('Sep 29')).toBeNull();
    expect(screen.queryAllByText(/^(Sep|Oct) \d+$/).length).toBeLessThan(weeks.length);
  });

  it('shows a bar’s value in a tooltip', async () => {
    restore = layOutAt(600);
    renderChart();
    const bars = await screen.findAllByRole('img');
    fireEvent.mouseOver(bars[2]);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sep 15: $200.00');
  });

  it('draws nothing until its box has a width', () => {
    restore = layOutAt(0);
    const { container } = renderChart();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('draws a paired bar beside each one, each naming its series', async () => {
    restore = layOutAt(400);
    render(
      <BarChart
        bars={[
          {
            key: 'm1',
            label: 'Jan',
            name: 'income',
            value: 900,
            valueText: '$900.00',
            paired: { name: 'expenses', value: 300, valueText: '$300.00' },
          },
          {
            key: 'm2',
            label: 'Feb',
            name: 'income',
            value: 0,
            valueText: '$0.00',
            paired: { name: 'expenses', value: 1200, valueText: '$1,200.00' },
          },
        ]}
        height={140}
        formatTick={(v) => `$${v}`}
      />,
    );
    expect((await screen.findAllByRole('img')).map((i) => i.getAttribute('aria-label'))).toEqual([
      'Jan income: $900.00',
      'Jan expenses: $300.00',
      'Feb income: $0.00',
      'Feb expenses: $1,200.00',
    ]);
  });
});
