import { MOSCOW_TIME_ZONE } from '@shop/shared/moscow-time';
import { formatPrice } from '@/lib/format.ts';

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: MOSCOW_TIME_ZONE,
});

/** A moment's Moscow day, '20.11.2027' (a card's last day); '' for a bad date. */
export function cardDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** A ledger amount with its sign: '+1 000 ₽' credited, '−500 ₽' taken. */
export const signedPrice = (rubles: number): string =>
  rubles > 0 ? `+${formatPrice(rubles)}` : rubles < 0 ? `−${formatPrice(-rubles)}` : formatPrice(0);
