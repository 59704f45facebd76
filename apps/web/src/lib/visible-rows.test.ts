import { describe, expect, it } from 'vitest';
import { visibleRows } from './visible-rows.ts';

describe('visibleRows', () => {
  it('shows 4 basket rows at 1920 and 3 at 1440 and 992', () => {
    expect([1920, 2560, 1440, 992, 375].map((width) => visibleRows('basket', width))).toEqual([
      4, 4, 3, 3, 3,
    ]);
  });

  it('shows 3 order rows at 1920, 2 at 1440 and 3 at 992', () => {
    expect([1920, 1440, 1600, 992, 375].map((width) => visibleRows('order', width))).toEqual([3, 2, 2, 3, 3]);
  });
});
