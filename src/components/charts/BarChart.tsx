import { Box, useTheme } from '@mui/material';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';
import { inPlace } from '../lazyComponent';
import { BandAxis, ValueAxis } from './ChartAxes';
import { labelStep, shownLabels } from './chartRules';

export interface ChartBar {
  key: string;
  /** Under the bar (thinned out when the bars are narrow) and in its tooltip. */
  label: string;
  value: number;
  /** The value as the app writes it, in the bar's tooltip and accessible name. */
  valueText: string;
  /** Names the series in the accessible name when the band also holds a paired bar. */
  name?: string;
  /** A second bar beside this one in the same band (income against expenses), in the second colour. */
  paired?: { name: string; value: number; valueText: string };
}

interface BarChartProps {
  bars: readonly ChartBar[];
  height: number;
  /** A tick on the value axis, kept short: $1.2k. */
  formatTick: (value: number) => string;
  /** Room for the value axis's ticks. */
  axisWidth?: number;
  fontSize?: number;
  radius?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 22 };

/**
 * MUI's Tooltip, and Popper.js with it (11.6 KB gzip), load once a chart has drawn: on a
 * phone they shared the bandwidth with the screen's reads. Until then each bar names
 * itself (label and value) to assistive technology, and the tooltip follows; if its code cannot
 * arrive, the bars stay as they are.
 */
const Tooltip = inPlace(() => import('@mui/material/Tooltip').then((m) => m.default));

/**
 * Bars over labelled bands from a zero baseline, in the theme's primary colour: the dashboard's
 * weekly spend and a task's cost per occurrence. SVG drawn with visx's scales and shapes and the
 * app's own axes (ChartAxes: about 13 KB brotli in all, where the MUI charts library was 76 KB);
 * each bar names its label and value, and shows them in a tooltip on hover, focus or a tap once
 * the tooltip's code is in.
 */
export function BarChart({ bars, height, formatTick, axisWidth = 56, fontSize = 11, radius = 4 }: BarChartProps) {
  const theme = useTheme();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const innerWidth = Math.max(0, width - axisWidth - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x = scaleBand({ domain: bars.map((b) => b.key), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({
    domain: [0, Math.max(0, ...bars.flatMap((b) => [b.value, b.paired?.value ?? 0])) || 1],
    range: [innerHeight, 0],
    nice: true,
  });
  const step = labelStep(
    x.step(),
    bars.map((b) => b.label),
    fontSize,
  );
  const labelOf = new Map(bars.map((b) => [b.key, b.label]));
  const tickLabel = { fill: theme.palette.text.secondary, fontSize, fontFamily: theme.typography.fontFamily };
  const pairs = bars.some((b) => b.paired);
  const barWidth = pairs ? x.bandwidth() / 2 : x.bandwidth();
  const shapeOf = (key: string, name: string, value: number, left: number, fill: string) => {
    const top = y(value);
    return {
      key,
      name,
      shape: (
        <g role="img" aria-label={name}>
          <BarRounded
            x={left}
            y={top}
            width={barWidth}
            height={Math.max(0, innerHeight - top)}
            radius={Math.min(radius, barWidth / 2)}
            top
            fill={fill}
          />
        </g>
      ),
    };
  };
  const shapes = bars.flatMap((bar) => {
    const left = x(bar.key) ?? 0;
    const first = shapeOf(
      bar.key,
      `${bar.label}${bar.name ? ` ${bar.name}` : ''}: ${bar.valueText}`,
      bar.value,
      left,
      theme.palette.primary.main,
    );
    if (!bar.paired) return [first];
    const { name, value, valueText } = bar.paired;
    return [
      first,
      shapeOf(
        `${bar.key}:paired`,
        `${bar.label} ${name}: ${valueText}`,
        value,
        left + barWidth,
        theme.palette.warning.main,
      ),
    ];
  });
  return (
    <Box ref={parentRef} sx={{ width: '100%', height }}>
      {width > 0 && (
        <svg width={width} height={height}>
          <Group left={axisWidth} top={MARGIN.top}>
            <ValueAxis scale={y} numTicks={4} format={formatTick} stroke={theme.palette.divider} label={tickLabel} />
            {shapes.map(({ key, name, shape }) => (
              <Tooltip
                key={key}
                title={name}
                enterTouchDelay={0}
                placement="top"
                arrow
                standIn={shape}
                failedMessage={null}
              >
                {shape}
              </Tooltip>
            ))}
            <BandAxis
              scale={x}
              top={innerHeight}
              values={shownLabels(
                bars.map((b) => b.key),
                step,
              )}
              format={(key) => labelOf.get(key) ?? ''}
              stroke={theme.palette.divider}
              label={tickLabel}
            />
          </Group>
        </svg>
      )}
    </Box>
  );
}
