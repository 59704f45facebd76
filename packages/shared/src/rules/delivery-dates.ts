/**
 * Courier delivery runs on weekdays (docs/product/checkout-and-orders.md#checkout-form), from tomorrow, in
 * the shop's city (Moscow time, UTC+3 all year). Dates travel as 'YYYY-MM-DD'.
 */

import { DAY_MS, moscowDate } from '../moscow-time.ts';

/** How far ahead a courier slot can be booked. */
export const COURIER_DAYS_AHEAD = 14;

const isWeekday = (isoDate: string): boolean => {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};

/** The weekdays a courier can come on: from tomorrow (Moscow) up to COURIER_DAYS_AHEAD days ahead. */
export function courierDates(now: Date): string[] {
  const today = new Date(`${moscowDate(now)}T00:00:00Z`).getTime();
  const dates: string[] = [];
  for (let day = 1; day <= COURIER_DAYS_AHEAD; day += 1) {
    const date = new Date(today + day * DAY_MS).toISOString().slice(0, 10);
    if (isWeekday(date)) dates.push(date);
  }
  return dates;
}

export const isCourierDate = (date: string, now: Date): boolean => courierDates(now).includes(date);

/** '2026-11-24' → 'вт, 24 ноября' (how the checkout and mails show a date). */
export function formatDeliveryDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' }).format(date);
  const dayMonth = new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
  return `${weekday}, ${dayMonth}`;
}
