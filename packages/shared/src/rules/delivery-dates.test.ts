import { describe, expect, it } from 'vitest';
import { moscowDate } from '../moscow-time.ts';
import { courierDates, formatDeliveryDate, isCourierDate } from './delivery-dates.ts';

describe('courier dates', () => {
  it('start tomorrow in Moscow and skip weekends', () => {
    // Friday 2026-11-27 23:30 Moscow = 20:30 UTC.
    const friday = new Date('2026-11-27T20:30:00Z');
    expect(moscowDate(friday)).toBe('2026-11-27');
    expect(courierDates(friday).slice(0, 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    // 21:30 UTC on Friday is already Saturday in Moscow.
    expect(moscowDate(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-28');
  });

  it('refuses today, weekends, the past and dates too far ahead', () => {
    const monday = new Date('2026-11-23T09:00:00Z');
    expect(isCourierDate('2026-11-23', monday)).toBe(false);
    expect(isCourierDate('2026-11-24', monday)).toBe(true);
    expect(isCourierDate('2026-11-28', monday)).toBe(false);
    expect(isCourierDate('2026-11-20', monday)).toBe(false);
    expect(isCourierDate('2026-12-31', monday)).toBe(false);
    expect(isCourierDate('not a date', monday)).toBe(false);
  });

  it('reads a date the Russian way', () => {
    expect(formatDeliveryDate('2026-11-24')).toBe('вт, 24 ноября');
  });
});
