import { describe, expect, test } from 'vitest';
import { barList, columnChart, niceScale } from './chart-geometry';

describe('niceScale', () => {
  test.each([
    [0, 1, 1],
    [3, 3, 1],
    [10, 10, 5],
    [37, 40, 10],
    [1234, 1500, 500],
    [99_000, 100_000, 25_000],
  ])('given a largest value of %d, should top the axis at %d in steps of %d', (max, top, step) => {
    const scale = niceScale(max);
    expect(scale.top).toBe(top);
    expect(scale.step).toBe(step);
    expect(scale.ticks[0]).toBe(0);
    expect(scale.ticks.at(-1)).toBe(top);
    expect(scale.top).toBeGreaterThanOrEqual(max);
  });
});

const margin = { top: 10, bottom: 30, start: 40, end: 10 };

describe('columnChart', () => {
  test('given values, should stand each column on the baseline with a height in proportion', () => {
    const layout = columnChart([0, 5, 10], { width: 350, height: 240, margin });
    expect(layout.plot).toEqual({ x: 40, y: 10, width: 300, height: 200 });
    const [empty, half, full] = layout.bars;
    expect(empty.height).toBe(0);
    expect(full.height).toBe(200);
    expect(half.height).toBe(100);
    for (const bar of layout.bars) expect(bar.y + bar.height).toBe(210);
    // Left to right, each in its own band of 100.
    expect(empty.centre).toBe(90);
    expect(half.centre).toBe(190);
    expect(full.centre).toBe(290);
    expect(layout.axisX).toBe(34);
    expect(layout.tickAnchor).toBe('end');
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 5, 10]);
    expect(layout.ticks[0].y).toBe(210);
    expect(layout.ticks.at(-1)!.y).toBe(10);
  });

  test('given rtl, should mirror the columns and put the axis on the right', () => {
    const ltr = columnChart([1, 2, 3], { width: 350, height: 240, margin });
    const rtl = columnChart([1, 2, 3], { width: 350, height: 240, margin, rtl: true });
    expect(rtl.plot.x).toBe(10);
    rtl.bars.forEach((bar, index) => {
      expect(bar.centre).toBeCloseTo(350 - ltr.bars[index].centre, 5);
      expect(bar.height).toBe(ltr.bars[index].height);
    });
    expect(rtl.bars[0].centre).toBeGreaterThan(rtl.bars[2].centre);
    expect(rtl.axisX).toBe(316);
    expect(rtl.tickAnchor).toBe('start');
  });

  test('given 61 days, should label only every 8th so labels never crowd', () => {
    const layout = columnChart(
      Array.from({ length: 61 }, () => 1),
      { width: 800, height: 240, margin, maxLabels: 8 },
    );
    expect(layout.labels.map((label) => label.index)).toEqual([0, 8, 16, 24, 32, 40, 48, 56]);
  });

  test('given no data, should still draw an axis', () => {
    const layout = columnChart([], { width: 350, height: 240, margin });
    expect(layout.bars).toEqual([]);
    expect(layout.ticks.length).toBeGreaterThan(1);
  });
});

describe('barList', () => {
  const options = { width: 500, rowHeight: 20, gap: 10, labelWidth: 150, valueWidth: 50 };

  test('given counts, should make the largest bar fill the track and stack rows', () => {
    const layout = barList([4, 2, 0], options);
    expect(layout.height).toBe(80);
    expect(layout.rows.map((row) => row.barWidth)).toEqual([300, 150, 0]);
    expect(layout.rows.map((row) => row.y)).toEqual([0, 30, 60]);
    expect(layout.rows[0]).toMatchObject({
      barX: 150,
      labelX: 0,
      labelAnchor: 'start',
      valueX: 456,
      valueAnchor: 'start',
      textY: 10,
    });
  });

  test('given rates with max 1, should scale to the whole and cap at it', () => {
    const layout = barList([0.5, 1.4], { ...options, max: 1 });
    expect(layout.rows.map((row) => row.barWidth)).toEqual([150, 300]);
  });

  test('given rtl, should grow bars leftwards from the label on the right', () => {
    const layout = barList([4, 2], { ...options, rtl: true });
    expect(layout.rows[1]).toMatchObject({
      barX: 200,
      barWidth: 150,
      labelX: 500,
      labelAnchor: 'end',
      valueX: 194,
      valueAnchor: 'end',
    });
    expect(layout.rows[1].barX + layout.rows[1].barWidth).toBe(350);
  });
});
