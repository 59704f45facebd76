import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  formatMoscowClock,
  formatMoscowDay,
  formatMoscowDayAndTime,
  formatMoscowMoment,
  lastMoscowDays,
  moscowDate,
  moscowDayStart,
} from './moscow-time.ts';

describe('Moscow days', () => {
  it('are the calendar dates three hours ahead of UTC', () => {
    // Friday 2026-11-27 23:30 Moscow = 20:30 UTC.
    expect(moscowDate(new Date('2026-11-27T20:30:00Z'))).toBe('2026-11-27');
    // 21:30 UTC on Friday is already Saturday in Moscow.
    expect(moscowDate(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-28');
  });

  it('start at 21:00 UTC the day before, and only if they exist', () => {
    expect(moscowDayStart('2026-11-28')?.toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(moscowDayStart('2026-02-30')).toBeNull();
    expect(moscowDayStart('not a date')).toBeNull();
  });

  it('are listed up to today, oldest first', () => {
    const now = new Date('2026-03-01T22:00:00Z'); // 2 March, 01:00 in Moscow
    expect(lastMoscowDays(now, 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(DAY_MS).toBe(86_400_000);
  });
});

describe('Moscow moments in words', () => {
  const moment = new Date('2026-11-26T15:30:00Z');

  it('read the same on any machine', () => {
    expect(formatMoscowMoment(moment)).toBe('26 ноября 2026 г. в 18:30');
    expect(formatMoscowDayAndTime(moment)).toBe('26 нояб., 18:30');
    expect(formatMoscowClock(moment)).toBe('18:30');
  });

  it('turn past midnight in Moscow before UTC does', () => {
    const lateInUtc = new Date('2026-11-26T21:05:00Z');
    expect(formatMoscowDayAndTime(lateInUtc)).toBe('27 нояб., 00:05');
    expect(formatMoscowDay(lateInUtc)).toBe('27 ноября 2026 г.');
  });

  it('write a day as Intl does, without it', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    });
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2027, month, month + 1, 22, 30));
      expect(formatMoscowDay(day)).toBe(intl.format(day));
    }
  });
});
