import { MOSCOW_TIME_ZONE } from '@shop/shared/moscow-time';
import { formatPrice } from '@/lib/format.ts';

/** Visible strings of the gift card balance page (docs/product/gift-cards.md); messages: giftCardMessages. */
export const giftCardBalanceStrings = {
  title: 'Баланс подарочной карты',
  lead: 'Введите код из письма с картой — покажем, сколько на ней осталось и до какого дня она действует.',
  merchCrumb: 'Мерч',
  codeLabel: 'Код карты',
  codePlaceholder: 'ABCD-EFGH-JKMN-PQRS',
  codeHint: 'Дефисы и пробелы можно не вводить',
  check: 'Проверить',
  checking: 'Проверяем…',
  checkFailed: 'Не удалось проверить карту. Попробуйте ещё раз',
  resultTitle: (masked: string) => `Карта ${masked}`,
  balance: (balance: number, amount: number) => `Баланс: ${formatPrice(balance)} из ${formatPrice(amount)}`,
  validUntil: (expiresAt: string) => `Действует до ${longDate(expiresAt)}`,
  toMerch: 'Выбрать подарочную карту',
} as const;

let dateFormat: Intl.DateTimeFormat | undefined;

/** '2027-11-26T09:00:00Z' → '26 ноября 2027' (the shop's Moscow day). */
export function longDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: MOSCOW_TIME_ZONE,
  });
  return dateFormat.format(new Date(iso)).replace(/\s*г\.$/u, '');
}
