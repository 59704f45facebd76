/**
 * The shop's clock is Moscow time, UTC+3 all year (no daylight saving): its days are Moscow days
 * ('YYYY-MM-DD') and staff and customers read moments in Moscow time, whatever the machine's time zone.
 */

export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
/** Moscow is this many hours ahead of UTC, all year. */
export const MOSCOW_UTC_OFFSET_HOURS = 3;
const MOSCOW_OFFSET_MS = MOSCOW_UTC_OFFSET_HOURS * 60 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** The Moscow calendar date of a moment, 'YYYY-MM-DD'. */
export const moscowDate = (moment: Date): string =>
  new Date(moment.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

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

/** A formatter of moments in Moscow time, made on first use (making one costs about a millisecond). */
const moscowFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (moment: Date): string =>
    (format ??= new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: MOSCOW_TIME_ZONE })).format(moment);
};

/** '26 ноября 2026 г. в 18:30' */
export const formatMoscowMoment = moscowFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The months as a date names them ('26 ноября'). */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * '26 ноября 2027 г.', as Intl writes it, without Intl: a page's first Intl date format blocks a phone's main
 * thread for some 100 ms (the profile shows its consents' dates at once).
 */
export const formatMoscowDay = (moment: Date): string => {
  const [year, month, day] = moscowDate(moment).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS_GENITIVE[month - 1]} ${year} г.`;
};

/** '20 нояб., 15:04' */
export const formatMoscowDayAndTime = moscowFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** '15:04' */
export const formatMoscowClock = moscowFormat({ hour: '2-digit', minute: '2-digit' });
