import type { PickD3Scale } from '@visx/scale';
import type { SVGProps } from 'react';

type ValueScale = PickD3Scale<'linear', number>;
type BandScale = PickD3Scale<'band', number, string>;

/** A tick label's look: colour, size and font (the size also places the band axis's labels). */
export interface TickLabelStyle {
  fill: string;
  fontSize: number;
  fontFamily?: string;
}

interface AxisProps {
  /** The axis line's colour, and the ticks'. */
  stroke: string;
  label: TickLabelStyle;
}

// Horizontal and vertical lines on whole pixels, and tick marks with square ends, as visx draws them.
const crisp: SVGProps<SVGLineElement> = { shapeRendering: 'crispEdges' };
const tick: SVGProps<SVGLineElement> = { ...crisp, strokeLinecap: 'square' };

/**
 * The value axis, left of the plot: a line along it and about `numTicks` round values (d3's
 * ticks), each with a tick mark and its label. Drawn as visx's AxisLeft draws it, without its text
 * component: that one measures every label's width in the page on every render (a layout each on
 * a phone's first screen) for wrapping these labels never need.
 */
export function ValueAxis({
  scale,
  numTicks,
  format,
  stroke,
  label,
}: AxisProps & { scale: ValueScale; numTicks: number; format: (value: number) => string }) {
  const [bottom, top] = scale.range();
  const tickLength = 8;
  return (
    <g>
      {scale.ticks(numTicks).map((value) => {
        const y = scale(value);
        return (
          <g key={value}>
            <line x1={0} y1={y} x2={-tickLength} y2={y} stroke={stroke} {...tick} />
            <text x={-tickLength} y={y} dx={-4} dy="0.33em" textAnchor="end" {...label}>
              {format(value)}
            </text>
          </g>
        );
      })}
      <line x1={0} y1={bottom + 0.5} x2={0} y2={top + 0.5} stroke={stroke} {...crisp} />
    </g>
  );
}

/** The band axis, under the plot at `top`: a line along it and, under the middle of each band in `values`, a short tick and its label. */
export function BandAxis({
  scale,
  top,
  values,
  format,
  stroke,
  label,
}: AxisProps & { scale: BandScale; top: number; values: readonly string[]; format: (key: string) => string }) {
  const [left, right] = scale.range();
  const tickLength = 4;
  return (
    <g transform={`translate(0, ${top})`}>
      {values.map((key) => {
        const x = (scale(key) ?? 0) + scale.bandwidth() / 2;
        return (
          <g key={key}>
            <line x1={x} y1={0} x2={x} y2={tickLength} stroke={stroke} {...tick} />
            <text x={x} y={tickLength + Math.max(10, label.fontSize)} dy="0.25em" textAnchor="middle" {...label}>
              {format(key)}
            </text>
          </g>
        );
      })}
      <line x1={left + 0.5} y1={0} x2={right + 0.5} y2={0} stroke={stroke} {...crisp} />
    </g>
  );
}
