import { describe, expect, it } from 'vitest';
import {
  angleFromPoint,
  dashOffset,
  dragFraction,
  formatClock,
  fractionFromAngle,
  pointOnRing,
  progressFraction,
  ringCircumference,
  seekBy,
} from './ring-geometry.ts';

describe('ring geometry', () => {
  it('measures angles from 12 o’clock clockwise in screen coordinates', () => {
    expect(angleFromPoint(50, 0, 50, 50)).toBe(0);
    expect(angleFromPoint(100, 50, 50, 50)).toBe(90);
    expect(angleFromPoint(50, 100, 50, 50)).toBe(180);
    expect(angleFromPoint(0, 50, 50, 50)).toBe(270);
    expect(angleFromPoint(100, 0, 50, 50)).toBeCloseTo(45);
    expect(angleFromPoint(49.999, 0, 50, 50)).toBeLessThan(360);
    expect(angleFromPoint(50, 50, 50, 50)).toBe(0);
  });

  it('turns an angle into the share of the clip', () => {
    expect(fractionFromAngle(0)).toBe(0);
    expect(fractionFromAngle(90)).toBe(0.25);
    expect(fractionFromAngle(270)).toBe(0.75);
    expect(fractionFromAngle(-90)).toBe(0.75);
    expect(fractionFromAngle(450)).toBe(0.25);
  });

  it('does not wrap around when a drag crosses 12 o’clock', () => {
    expect(dragFraction(0.9, 0.05)).toBe(1);
    expect(dragFraction(0.1, 0.95)).toBe(0);
    expect(dragFraction(0.4, 0.6)).toBe(0.6);
    expect(dragFraction(0.7, 0.2)).toBe(0.2);
  });

  it('computes the played share, 0 while the duration is unknown', () => {
    expect(progressFraction(4.5, 9)).toBe(0.5);
    expect(progressFraction(12, 9)).toBe(1);
    expect(progressFraction(3, Number.NaN)).toBe(0);
    expect(progressFraction(3, Number.POSITIVE_INFINITY)).toBe(0);
    expect(progressFraction(3, 0)).toBe(0);
  });

  it('leaves the played share of the circle drawn', () => {
    const c = ringCircumference(10);
    expect(c).toBeCloseTo(62.83, 2);
    expect(dashOffset(0, c)).toBe(c);
    expect(dashOffset(1, c)).toBe(0);
    expect(dashOffset(0.25, 100)).toBe(75);
    expect(dashOffset(2, 100)).toBe(0);
  });

  it('seeks by seconds inside the clip', () => {
    expect(seekBy(2, 5, 9)).toBe(7);
    expect(seekBy(7, 5, 9)).toBe(9);
    expect(seekBy(3, -5, 9)).toBe(0);
    expect(seekBy(3, 5, Number.NaN)).toBe(0);
  });

  it('places the knob on the ring', () => {
    const top = pointOnRing(0, 10, 50, 50);
    expect(top.x).toBeCloseTo(50);
    expect(top.y).toBeCloseTo(40);
    const right = pointOnRing(0.25, 10, 50, 50);
    expect(right.x).toBeCloseTo(60);
    expect(right.y).toBeCloseTo(50);
  });

  it('formats times as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9.7)).toBe('0:09');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
