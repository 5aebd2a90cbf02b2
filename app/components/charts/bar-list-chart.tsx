import { barList } from '~/modules/charts/chart-geometry';
import { type ChartDatum, truncate } from './chart-figure';

const WIDTH = 400;
const ROW = 18;
const GAP = 10;
const TOP = 20;

/**
 * One horizontal bar per category (branch, vehicle type): the label on the start side, the bar
 * growing towards the end, the figure past its tip. Mirrored for Arabic by the geometry.
 */
export function BarListChart({
  labelledBy,
  data,
  valueAxisLabel,
  categoryLabel,
  rtl,
  max,
}: {
  labelledBy: string;
  data: readonly ChartDatum[];
  valueAxisLabel: string;
  categoryLabel: string;
  rtl: boolean;
  max?: number;
}) {
  const layout = barList(
    data.map((datum) => datum.value),
    { width: WIDTH, rowHeight: ROW, gap: GAP, labelWidth: 150, valueWidth: 64, rtl, max },
  );
  const height = TOP + layout.height + 4;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full"
      style={{ direction: 'ltr' }}
      fontSize={11}
    >
      <text x={rtl ? WIDTH : 0} y={10} textAnchor={rtl ? 'end' : 'start'} className="fill-slate-600 font-semibold">
        {categoryLabel}
      </text>
      <text
        x={rtl ? 64 : WIDTH - 64}
        y={10}
        textAnchor={rtl ? 'start' : 'end'}
        className="fill-slate-600 font-semibold"
      >
        {valueAxisLabel}
      </text>
      <g transform={`translate(0 ${TOP})`}>
        {layout.rows.map((row) => {
          const datum = data[row.index];
          return (
            <g key={datum.key}>
              <title>{`${datum.label}: ${datum.display}`}</title>
              <text x={row.labelX} y={row.textY} dy="0.32em" textAnchor={row.labelAnchor} className="fill-slate-800">
                {truncate(datum.label, 24)}
              </text>
              <rect
                x={rtl ? WIDTH - 150 - (WIDTH - 150 - 64) : 150}
                y={row.y}
                width={WIDTH - 150 - 64}
                height={row.barHeight}
                rx={2}
                className="fill-sand-100"
              />
              <rect
                x={row.barX}
                y={row.y}
                width={row.barWidth}
                height={row.barHeight}
                rx={2}
                className="fill-navy-700"
              />
              <text
                x={row.valueX}
                y={row.textY}
                dy="0.32em"
                textAnchor={row.valueAnchor}
                className="fill-slate-900 font-semibold"
              >
                {datum.display}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
