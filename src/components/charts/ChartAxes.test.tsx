import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BandAxis, ValueAxis } from './ChartAxes';

const label = { fill: '#666', fontSize: 11, fontFamily: 'Roboto' };
const inSvg = (axis: ReactNode) => render(<svg>{axis}</svg>);

describe('ValueAxis', () => {
  it('labels round values at their height, each beside a tick mark, on a line along the axis', () => {
    // 0..400 over 100 px, bottom to top: a value of 100 sits 25 px above the bottom.
    const scale = scaleLinear({ domain: [0, 400], range: [100, 0] });
    const { container } = inSvg(
      <ValueAxis scale={scale} numTicks={4} format={(v) => `$${v}`} stroke="#ccc" label={label} />,
    );
    const cases: Array<[string, number]> = [
      ['$0', 100],
      ['$100', 75],
      ['$200', 50],
      ['$300', 25],
      ['$400', 0],
    ];
    for (const [text, y] of cases) {
      const tick = screen.getByText(text);
      expect(tick).toHaveAttribute('y', String(y));
      expect(tick).toHaveAttribute('text-anchor', 'end');
      expect(tick.previousElementSibling).toHaveAttribute('y1', String(y));
    }
    // Five tick marks and the axis line, from the bottom to the top on a whole pixel.
    const lines = container.querySelectorAll('line');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toHaveAttribute('y1', '100.5');
    expect(lines[5]).toHaveAttribute('y2', '0.5');
  });
});

describe('BandAxis', () => {
  it('labels only the bands it is given, under the middle of each, below the plot', () => {
    // Four bands over 400 px with no padding: 100 px each, middles at 50, 150, 250 and 350.
    const scale = scaleBand({ domain: ['a', 'b', 'c', 'd'], range: [0, 400] });
    const names: Record<string, string> = { a: 'Jan', b: 'Feb', c: 'Mar', d: 'Apr' };
    const { container } = inSvg(
      <BandAxis scale={scale} top={120} values={['b', 'd']} format={(key) => names[key]} stroke="#ccc" label={label} />,
    );
    expect(container.querySelector('g')).toHaveAttribute('transform', 'translate(0, 120)');
    expect(screen.getByText('Feb')).toHaveAttribute('x', '150');
    expect(screen.getByText('Apr')).toHaveAttribute('x', '350');
    // Below the 4 px tick, by the labels' size.
    expect(screen.getByText('Apr')).toHaveAttribute('y', '15');
    expect(screen.queryByText('Jan')).toBeNull();
    expect(screen.queryByText('Mar')).toBeNull();
  });
});
