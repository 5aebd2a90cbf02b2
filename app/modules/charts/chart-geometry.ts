/**
 * Where the marks of the dashboard's charts go, as plain numbers. Pure (no React, no DOM), so the
 * server renders the SVG from it and the tests check it. Positions are physical (x grows to the
 * right); `rtl` mirrors a layout for Arabic, where time runs from right to left and bars grow
 * from the right-hand edge. Text anchors are physical too: the SVG is drawn with direction ltr.
 */

type Anchor = 'start' | 'end' | 'middle';

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * An axis top that is a round number at or above `max`, with the step between `count` gridlines:
 * 0-10 → 10, 37 → 40, 1 234 → 1 500. Never zero, so an empty chart still has an axis.
 */
export function niceScale(max: number, count = 4): { top: number; step: number; ticks: number[] } {
  const raw = Math.max(max, 1) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    (magnitude >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10])
      .map((m) => m * magnitude)
      .find((candidate) => candidate >= raw - 1e-9) ?? 10 * magnitude;
  // Whole numbers for counts: a step below 1 would give gridlines at 0.25 bookings.
  const whole = Math.max(1, step);
  const top = Math.ceil(Math.max(max, 1) / whole - 1e-9) * whole;
  const ticks: number[] = [];
  for (let value = 0; value <= top + 1e-9; value += whole) ticks.push(round(value));
  return { top, step: whole, ticks };
}

export type Margin = { top: number; bottom: number; start: number; end: number };

export type ColumnLayout = {
  width: number;
  height: number;
  plot: { x: number; y: number; width: number; height: number };
  /** Where the value axis and its labels sit (the start side: left, or right when rtl). */
  axisX: number;
  tickAnchor: Anchor;
  bars: { index: number; value: number; x: number; y: number; width: number; height: number; centre: number }[];
  ticks: { value: number; y: number }[];
  /** The category labels drawn under the plot; the others are left out so they never overlap. */
  labels: { index: number; x: number }[];
};

/** A column chart: one column per value, in order from the start side, on a shared value axis. */
export function columnChart(
  values: readonly number[],
  options: { width: number; height: number; margin: Margin; rtl?: boolean; maxLabels?: number },
): ColumnLayout {
  const { width, height, margin, rtl = false } = options;
  const plot = {
    x: rtl ? margin.end : margin.start,
    y: margin.top,
    width: width - margin.start - margin.end,
    height: height - margin.top - margin.bottom,
  };
  const scale = niceScale(Math.max(0, ...values));
  const band = values.length ? plot.width / values.length : plot.width;
  const barWidth = band * (values.length > 40 ? 0.8 : 0.65);
  const bandStart = (index: number) => (rtl ? plot.x + plot.width - (index + 1) * band : plot.x + index * band);
  const bars = values.map((value, index) => {
    const barHeight = (Math.max(0, value) / scale.top) * plot.height;
    const x = bandStart(index) + (band - barWidth) / 2;
    return {
      index,
      value,
      x: round(x),
      y: round(plot.y + plot.height - barHeight),
      width: round(barWidth),
      height: round(barHeight),
      centre: round(x + barWidth / 2),
    };
  });
  const every = Math.max(1, Math.ceil(values.length / (options.maxLabels ?? 8)));
  const labels = bars.filter((bar) => bar.index % every === 0).map((bar) => ({ index: bar.index, x: bar.centre }));
  return {
    width,
    height,
    plot,
    axisX: rtl ? round(plot.x + plot.width + 6) : round(plot.x - 6),
    tickAnchor: rtl ? 'start' : 'end',
    bars,
    ticks: scale.ticks.map((value) => ({ value, y: round(plot.y + plot.height - (value / scale.top) * plot.height) })),
    labels,
  };
}

export type BarListLayout = {
  width: number;
  height: number;
  rows: {
    index: number;
    value: number;
    y: number;
    barX: number;
    barWidth: number;
    barHeight: number;
    labelX: number;
    labelAnchor: Anchor;
    valueX: number;
    valueAnchor: Anchor;
    textY: number;
  }[];
};

/**
 * A list of horizontal bars, one per row: the label on the start side, the bar growing from there
 * towards the end, the figure just past the bar's tip. `max` fixes the full length (1 for rates).
 */
export function barList(
  values: readonly number[],
  options: {
    width: number;
    rowHeight: number;
    gap: number;
    labelWidth: number;
    valueWidth: number;
    rtl?: boolean;
    max?: number;
  },
): BarListLayout {
  const { width, rowHeight, gap, labelWidth, valueWidth, rtl = false } = options;
  const track = width - labelWidth - valueWidth;
  const max = options.max ?? Math.max(1, ...values);
  const rows = values.map((value, index) => {
    const y = index * (rowHeight + gap);
    const barWidth = round((Math.min(Math.max(0, value), max) / max) * track);
    const barX = rtl ? round(width - labelWidth - barWidth) : labelWidth;
    return {
      index,
      value,
      y,
      barX,
      barWidth,
      barHeight: rowHeight,
      labelX: rtl ? width : 0,
      labelAnchor: (rtl ? 'end' : 'start') as Anchor,
      valueX: rtl ? round(barX - 6) : round(barX + barWidth + 6),
      valueAnchor: (rtl ? 'end' : 'start') as Anchor,
      textY: round(y + rowHeight / 2),
    };
  });
  return { width, height: values.length ? values.length * (rowHeight + gap) - gap : 0, rows };
}
