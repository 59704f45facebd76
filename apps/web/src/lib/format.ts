// Non-breaking spaces keep '1 290 ₽' and '45 г' on one line in narrow cards.
const NBSP = '\u00a0';

/** Whole rubles with space-grouped thousands: 189 → '189 ₽', 1290 → '1 290 ₽'. */
export function formatPrice(rubles: number): string {
  const digits = Math.round(rubles)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${digits}${NBSP}₽`;
}

/** A rating with a decimal comma: 4.9 → '4,9', 5 → '5,0'. */
export function formatRating(value: number): string {
  return value.toFixed(1).replace('.', ',');
}

/** Grams: 45 → '45 г'. */
export function formatWeight(grams: number): string {
  return `${grams}${NBSP}г`;
}

/** A phone number as a tel: link target: only the leading plus and digits are kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export { pluralRu } from '@shop/shared/rules/plural-ru';
