import { moscowDate } from '@shop/shared/rules/delivery-dates';

/** The shop's days are Moscow days (UTC+3 all year, as rules/delivery-dates.ts counts them). */
export const DAY_MS = 24 * 60 * 60_000;

/** When a Moscow day ('YYYY-MM-DD') starts, or null for a date that does not exist ('2026-02-30'). */
export function moscowDayStart(date: string): Date | null {
  const start = new Date(`${date}T00:00:00+03:00`);
  return Number.isNaN(start.getTime()) || moscowDate(start) !== date ? null : start;
}

/** The Moscow days from `days - 1` days before `now`'s day up to that day, oldest first. */
export function lastMoscowDays(now: Date, days: number): string[] {
  const today = moscowDayStart(moscowDate(now))!.getTime();
  return Array.from({ length: days }, (_, i) => moscowDate(new Date(today - (days - 1 - i) * DAY_MS)));
}
