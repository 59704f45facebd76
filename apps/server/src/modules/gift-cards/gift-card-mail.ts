import type { Store } from '@shop/shared/content/content-api';
import { groupCode } from '@shop/shared/gift-cards/rules';
import { formatMoscowDay } from '@shop/shared/moscow-time';
import type { Mail } from '../../lib/mail/mailer.ts';
import { shopperText } from '../../lib/mail/shopper-text.ts';
import { compose } from '../../lib/mail/templates.ts';
import type { GiftCardRow } from './gift-cards.repository.ts';

const rub = (amount: number) => `${amount.toLocaleString('ru-RU')} ₽`;

/**
 * A gift card's mail (docs/product/gift-cards.md#delivery): to its recipient (or its buyer), Russian, HTML
 * and text, printable — the amount, the code, the date it is valid until, and how to spend it online and
 * in the stores. The sender's name and message are the buyer's words: one line each, links defanged
 * (shopper-text.ts), so nobody can buy the shop's letterhead for a phishing mail.
 */
export function giftCardMail(
  card: GiftCardRow,
  code: string,
  { stores, publicUrl, resent }: { stores: readonly Store[]; publicUrl: string; resent: boolean },
): Mail {
  const sender = card.senderName ? shopperText(card.senderName, 60) : null;
  const toRecipient = card.recipientEmail !== null;
  const amount = rub(card.amount);
  const intro = toRecipient
    ? [
        `${sender ?? 'Друг'} дарит вам подарочную карту humbl на ${amount}.`,
        ...(card.message ? [`«${shopperText(card.message, 500)}»`] : []),
      ]
    : [`Ваша подарочная карта humbl на ${amount} — её можно переслать, распечатать или подарить.`];
  const storeLines = stores.map((store) => `• ${store.name}: ${store.address}, ${store.hours}`);
  return compose({
    kind: resent ? 'gift-card-resent' : 'gift-card',
    to: card.recipientEmail ?? card.buyerEmail,
    subject: toRecipient
      ? `${sender ? `${sender} дарит вам` : 'Вам подарок:'} подарочную карту humbl на ${amount}`
      : `Ваша подарочная карта humbl на ${amount}`,
    heading: toRecipient ? 'Вам подарок от humbl' : 'Подарочная карта humbl',
    lines: [
      ...intro,
      ...(resent ? ['Это новый код карты: прежний код больше не действует, деньги на карте сохранены.'] : []),
    ],
    card: { amount, code: groupCode(code), validUntil: formatMoscowDay(card.expiresAt) },
    action: { label: 'Выбрать подарок', url: new URL('/catalog', publicUrl).href },
    more: [
      'Как потратить на сайте: положите товары в корзину и при оформлении заказа введите код в поле ' +
        '«Подарочная карта».',
      'Как потратить в магазине: назовите код на кассе или покажите это письмо.',
      ...(storeLines.length > 0 ? ['Магазины humbl:', ...storeLines] : []),
      'Картой можно оплатить заказ полностью или частично — остаток сохранится до конца срока действия. ' +
        `Баланс и срок действия: ${new URL('/gift-cards/balance', publicUrl).href}`,
    ],
    footnote:
      'Карта не обменивается на деньги. Никому не сообщайте код, кроме кассира humbl: ' +
      'кто знает код, тот может потратить карту.',
  });
}
