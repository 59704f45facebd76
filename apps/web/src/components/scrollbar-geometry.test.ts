import { describe, expect, it } from 'vitest';
import {
  canScroll,
  maxScroll,
  pagedScroll,
  scrollForThumbOffset,
  thumbOffset,
  thumbSize,
} from './scrollbar-geometry.ts';

describe('scrollbar geometry', () => {
  it('knows when the content overflows, ignoring sub-pixel rounding', () => {
    expect(canScroll(300, 900)).toBe(true);
    expect(canScroll(300, 300)).toBe(false);
    expect(canScroll(300, 300.5)).toBe(false);
    expect(canScroll(300, 200)).toBe(false);
    expect(maxScroll(300, 900)).toBe(600);
  });

  it('sizes the thumb by the visible share of the content', () => {
    expect(thumbSize(300, 900, 300)).toBe(100);
    expect(thumbSize(400, 800, 200)).toBe(100);
  });

  it('never makes the thumb shorter than 30 px or longer than the track', () => {
    expect(thumbSize(300, 30_000, 300)).toBe(30);
    expect(thumbSize(300, 30_000, 300, 40)).toBe(40);
    expect(thumbSize(300, 300, 300)).toBe(300);
    expect(thumbSize(20, 2000, 20)).toBe(20);
    expect(thumbSize(300, 900, 0)).toBe(0);
  });

  it('moves the thumb with the scroll position from the start to the end of the track', () => {
    const thumb = thumbSize(300, 900, 300);
    expect(thumbOffset(0, 300, 900, 300, thumb)).toBe(0);
    expect(thumbOffset(300, 300, 900, 300, thumb)).toBe(100);
    expect(thumbOffset(600, 300, 900, 300, thumb)).toBe(200);
    expect(thumbOffset(700, 300, 900, 300, thumb)).toBe(200);
    expect(thumbOffset(-20, 300, 900, 300, thumb)).toBe(0);
    expect(thumbOffset(100, 300, 300, 300, 300)).toBe(0);
  });

  it('turns a thumb position back into a scroll position, also with the minimum-size thumb', () => {
    expect(scrollForThumbOffset(100, 300, 900, 300, 100)).toBe(300);
    expect(scrollForThumbOffset(500, 300, 900, 300, 100)).toBe(600);
    expect(scrollForThumbOffset(-5, 300, 900, 300, 100)).toBe(0);
    const thumb = thumbSize(300, 30_000, 300);
    for (const position of [0, 1234, 15_000, 29_700]) {
      const offset = thumbOffset(position, 300, 30_000, 300, thumb);
      expect(scrollForThumbOffset(offset, 300, 30_000, 300, thumb)).toBeCloseTo(position, 6);
    }
    expect(scrollForThumbOffset(10, 300, 300, 300, 300)).toBe(0);
  });

  it('pages one visible length towards a track click and stops at the ends', () => {
    // thumb 100 px at offset 100 (position 300)
    expect(pagedScroll(250, 300, 300, 900, 300, 100)).toBe(600);
    expect(pagedScroll(20, 300, 300, 900, 300, 100)).toBe(0);
    expect(pagedScroll(150, 300, 300, 900, 300, 100)).toBe(300);
    expect(pagedScroll(290, 500, 300, 900, 300, 100)).toBe(600);
  });
});
