import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, chartBars, niceCeiling } from './chart-geometry.ts';

describe('revenue chart geometry', () => {
  it('rounds the top line up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceCeiling(0)).toBe(1000);
    expect(niceCeiling(870)).toBe(1000);
    expect(niceCeiling(1000)).toBe(1000);
    expect(niceCeiling(1001)).toBe(2000);
    expect(niceCeiling(12_340)).toBe(20_000);
    expect(niceCeiling(41_000)).toBe(50_000);
  });

  it('scales bars to the top line, keeps a sliver for empty days and places them left to right', () => {
    const { bars, width, top } = chartBars([
      { date: '2026-11-01', revenue: 0, orders: 0 },
      { date: '2026-11-02', revenue: 5000, orders: 2 },
      { date: '2026-11-03', revenue: 10_000, orders: 4 },
    ]);
    expect(top).toBe(10_000);
    expect(width).toBe(30);
    expect(bars.map((bar) => bar.height)).toEqual([1, CHART_HEIGHT / 2, CHART_HEIGHT]);
    expect(bars.map((bar) => bar.y + bar.height)).toEqual([CHART_HEIGHT, CHART_HEIGHT, CHART_HEIGHT]);
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width);
  });
});
