import { formatMoscowClock, formatMoscowDayAndTime } from '@shop/shared/moscow-time';

// The shop works on Moscow time (the day filter and the dashboard count Moscow days): staff see it too.
// One formatter each, made once: building one per call costs about a millisecond, per row and render.
const dayFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '20 нояб., 15:04' */
export const orderMoment = (iso: string): string => formatMoscowDayAndTime(new Date(iso));

/** '15:04' */
export const orderClock = (iso: string): string => formatMoscowClock(new Date(iso));

/** A delivery day 'YYYY-MM-DD' → '24 нояб.' (read and printed in UTC, so no time zone moves it). */
export const deliveryDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
