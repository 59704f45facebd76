import { formatMoscowMoment } from '@shop/shared/moscow-time';

/** A moment as staff read it: Moscow time, '12 марта 2026 г. в 14:05'; '' for a missing or bad date. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMoscowMoment(date);
}
