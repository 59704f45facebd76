/** One day's bar in the chart's own units (the SVG's viewBox is `width` × CHART_HEIGHT). */
export interface ChartBar {
  date: string;
  revenue: number;
  orders: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CHART_HEIGHT = 100;
const SLOT = 10;
const BAR = 7;
/** A day without revenue still shows a sliver, so that the 30 days read as 30. */
const EMPTY_BAR = 1;

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (the chart's top line); 1000 for nothing at all. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** Bars of the days, oldest first, scaled so that the top line is `niceCeiling` of the best day. */
export function chartBars(days: readonly { date: string; revenue: number; orders: number }[]): {
  bars: ChartBar[];
  width: number;
  top: number;
} {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.revenue)));
  const bars = days.map((day, index) => {
    const height = day.revenue > 0 ? Math.max(EMPTY_BAR, (day.revenue / top) * CHART_HEIGHT) : EMPTY_BAR;
    return {
      ...day,
      x: index * SLOT + (SLOT - BAR) / 2,
      y: CHART_HEIGHT - height,
      width: BAR,
      height,
    };
  });
  return { bars, width: Math.max(1, days.length) * SLOT, top };
}
