// Days come as 'YYYY-MM-DD' (Moscow days, counted by the server): read at UTC midnight, printed in UTC,
// so the browser's own time zone can never move them to a neighbouring day. Formatters are made once
// (one per call would cost a millisecond each, 60 times per render of the chart).
const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);
const longFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-20' → '20 ноября' */
export const longDay = (day: string): string => longFormat.format(atUtcMidnight(day));

/** '2026-11-20' → '20 нояб.' */
export const shortDay = (day: string): string => shortFormat.format(atUtcMidnight(day));
