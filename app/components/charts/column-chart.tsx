import { columnChart } from '~/modules/charts/chart-geometry';
import type { ChartDatum } from './chart-figure';

const WIDTH = 400;
const HEIGHT = 230;

/**
 * Columns over time (one per day). In Arabic the days run from right to left and the value axis
 * stands on the right. The SVG is laid out with direction ltr: the geometry already mirrors it.
 */
export function ColumnChart({
  labelledBy,
  data,
  tickLabel,
  xAxisLabel,
  yAxisLabel,
  rtl,
}: {
  labelledBy: string;
  data: readonly ChartDatum[];
  tickLabel: (value: number) => string;
  xAxisLabel: string;
  yAxisLabel: string;
  rtl: boolean;
}) {
  const layout = columnChart(
    data.map((datum) => datum.value),
    { width: WIDTH, height: HEIGHT, margin: { top: 22, bottom: 44, start: 46, end: 8 }, rtl, maxLabels: 6 },
  );
  const baseline = layout.plot.y + layout.plot.height;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full overflow-visible"
      style={{ direction: 'ltr' }}
      fontSize={11}
    >
      <text x={rtl ? WIDTH : 0} y={10} textAnchor={rtl ? 'end' : 'start'} className="fill-slate-600">
        {yAxisLabel}
      </text>
      {layout.ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={layout.plot.x}
            x2={layout.plot.x + layout.plot.width}
            y1={tick.y}
            y2={tick.y}
            className="stroke-slate-200"
            strokeWidth={tick.value === 0 ? 1.2 : 0.6}
          />
          <text x={layout.axisX} y={tick.y} dy="0.32em" textAnchor={layout.tickAnchor} className="fill-slate-700">
            {tickLabel(tick.value)}
          </text>
        </g>
      ))}
      {layout.bars.map((bar) => (
        <rect
          key={data[bar.index].key}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={Math.max(bar.height, bar.value > 0 ? 1 : 0)}
          rx={1}
          className="fill-navy-700"
        >
          <title>{`${data[bar.index].label}: ${data[bar.index].display}`}</title>
        </rect>
      ))}
      {layout.labels.map((label) => (
        <g key={label.index}>
          <line
            x1={label.x}
            x2={label.x}
            y1={baseline}
            y2={baseline + 4}
            className="stroke-slate-400"
            strokeWidth={0.8}
          />
          <text x={label.x} y={baseline + 15} textAnchor="middle" className="fill-slate-700">
            {data[label.index].label}
          </text>
        </g>
      ))}
      <text x={layout.plot.x + layout.plot.width / 2} y={HEIGHT - 4} textAnchor="middle" className="fill-slate-600">
        {xAxisLabel}
      </text>
    </svg>
  );
}
