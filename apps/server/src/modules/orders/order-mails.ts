import type { Order } from '@shop/shared/orders/order-api';
import { formatDeliveryDate } from '@shop/shared/rules/delivery-dates';
import { pluralRu } from '@shop/shared/rules/plural-ru';
import { shopperText } from '../../lib/mail/shopper-text.ts';
import { compose } from '../../lib/mail/templates.ts';
import type { Mail } from '../../lib/mail/mailer.ts';
import { formatMoment } from '../../lib/ru-date.ts';

/** Order mails (Russian, in the shop's letter layout): placed, paid, cancelled after its hour, refunded. */

const rub = (amount: number) => `${amount.toLocaleString('ru-RU')} ₽`;

function itemLines(order: Order): string[] {
  return order.items.map((item) => {
    const flavours = item.box
      ? ` (${item.box.items.map((f) => `${f.name} × ${f.quantity}`).join(', ')})`
      : '';
    return `• ${item.name}${flavours} × ${item.quantity} — ${rub(item.price * item.quantity)}`;
  });
}

function howReceived(order: Order): string {
  const d = order.delivery;
  if (d.delivery_type === 'email') return 'Электронные подарочные карты придут на e-mail получателей';
  if (d.delivery_type === 'pickup') return `Самовывоз: ${d.shop_name ?? ''}, ${d.shop_address ?? ''}`;
  const when = d.date ? `${formatDeliveryDate(d.date)}, ${d.time_from}–${d.time_to}` : '';
  return `Доставка курьером: ${shopperText(d.address ?? '')}, ${when}`;
}

/** The lines saying the bonuses and gift cards an order spent are back (none when it spent none). */
const bonusesBack = (order: Order): string[] => [
  ...(order.bonus_spent > 0 ? [`Списанные бонусы (${order.bonus_spent}) вернулись на карту.`] : []),
  ...order.paid_with_gift_cards.map(
    (card) => `${rub(card.amount)} вернулись на подарочную карту •••• ${card.last4}.`,
  ),
];

/** What the cards an order bought do next (mailed at once, or on their day). */
const cardsBought = (order: Order): string[] =>
  order.items.some((item) => item.kind === 'gift_card')
    ? [
        'Подарочные карты придут на e-mail получателей — сразу или в выбранный день. Их состояние видно в ' +
          'личном кабинете, в разделе «Заказы».',
      ]
    : [];

function summary(order: Order): string[] {
  return [
    ...itemLines(order),
    ...(order.delivery_amount > 0 ? [`• Доставка — ${rub(order.delivery_amount)}`] : []),
    ...(order.bonus_spent > 0 ? [`• Оплачено бонусами — −${rub(order.bonus_spent)}`] : []),
    ...order.paid_with_gift_cards.map(
      (card) => `• Оплачено подарочной картой •••• ${card.last4} — −${rub(card.amount)}`,
    ),
    `Итого: ${rub(order.total_amount)}`,
    howReceived(order),
  ];
}

export const orderPlacedMail = (order: Order, paymentUrl: string | null): Mail =>
  compose({
    kind: 'order-placed',
    to: order.customer.email,
    subject: `Заказ №${order.retailcrm_id} оформлен`,
    heading: `Спасибо! Заказ №${order.retailcrm_id} оформлен`,
    lines: [
      `Мы отложили товары для вас. Оплатите заказ до ${formatMoment(new Date(order.pay_until))} — после ` +
        'этого резерв снимается.',
      ...summary(order),
    ],
    ...(paymentUrl ? { action: { label: 'Оплатить заказ', url: paymentUrl } } : {}),
    footnote: 'Заказ и его статус всегда видны в личном кабинете, в разделе «Заказы».',
  });

export const orderPaidMail = (order: Order): Mail =>
  compose({
    kind: 'order-paid',
    to: order.customer.email,
    subject: `Оплата заказа №${order.retailcrm_id} получена`,
    heading: 'Оплата получена',
    lines: [
      order.delivery.delivery_type === 'email'
        ? `Заказ №${order.retailcrm_id} оплачен.`
        : `Заказ №${order.retailcrm_id} оплачен, мы начинаем его собирать.`,
      ...summary(order),
      ...cardsBought(order),
      ...(order.cash_back > 0 ? [`Начислено бонусов: ${order.cash_back}.`] : []),
    ],
    footnote: 'Спасибо, что выбираете humbl!',
  });

/**
 * The order waits at the store: which one, its address and hours, how long it is kept, what to show
 * (docs/product/checkout-and-orders.md#mails).
 */
export const orderReadyMail = (order: Order, store: { hours: string | null; keepDays: number }): Mail =>
  compose({
    kind: 'order-ready',
    to: order.customer.email,
    subject: `Заказ №${order.retailcrm_id} готов к выдаче`,
    heading: `Заказ №${order.retailcrm_id} ждёт вас`,
    lines: [
      `Заказ собран и ждёт вас в магазине ${order.delivery.shop_name ?? ''}: ${order.delivery.shop_address ?? ''}.`,
      ...(store.hours ? [`Часы работы: ${store.hours}.`] : []),
      `Мы храним заказ ${store.keepDays} ${pluralRu(store.keepDays, ['день', 'дня', 'дней'])}. Назовите на кассе номер заказа — №${order.retailcrm_id}.`,
      ...itemLines(order),
    ],
    footnote: 'Заказ и его статус всегда видны в личном кабинете, в разделе «Заказы».',
  });

/** The courier has the order: the day and time slot it comes in, and where. */
export const orderWithCourierMail = (order: Order): Mail =>
  compose({
    kind: 'order-with-courier',
    to: order.customer.email,
    subject: `Заказ №${order.retailcrm_id} передан курьеру`,
    heading: `Заказ №${order.retailcrm_id} в пути`,
    lines: ['Мы передали заказ курьеру.', howReceived(order), 'Курьер позвонит перед приездом.'],
    footnote: 'Заказ и его статус всегда видны в личном кабинете, в разделе «Заказы».',
  });

export const orderCancelledMail = (order: Order): Mail =>
  compose({
    kind: 'order-cancelled',
    to: order.customer.email,
    subject: `Заказ №${order.retailcrm_id} отменён`,
    heading: `Заказ №${order.retailcrm_id} отменён`,
    lines: [
      'Время на оплату заказа истекло, поэтому мы его отменили и вернули товары на полки.',
      ...bonusesBack(order),
      'Соберите корзину заново в каталоге — будем рады видеть вас снова.',
    ],
    footnote: 'Если вы уже оплатили заказ, напишите нам: мы всё проверим и вернём деньги.',
  });

/** Staff cancelled an unpaid order (the shopper asked, or it cannot be made). */
export const orderCancelledByShopMail = (order: Order): Mail =>
  compose({
    kind: 'order-cancelled-by-shop',
    to: order.customer.email,
    subject: `Заказ №${order.retailcrm_id} отменён`,
    heading: `Заказ №${order.retailcrm_id} отменён`,
    lines: [
      'Мы отменили этот заказ. Он не был оплачен, поэтому деньги не списывались.',
      ...bonusesBack(order),
      'Если вы не просили об отмене, ответьте на это письмо — мы разберёмся.',
    ],
    footnote: 'Заказ и его статус всегда видны в личном кабинете, в разделе «Заказы».',
  });

export const orderRefundedMail = (order: Order): Mail =>
  compose({
    kind: 'order-refunded',
    to: order.customer.email,
    subject: `Заказ №${order.retailcrm_id} отменён, деньги возвращаются`,
    heading: `Возврат по заказу №${order.retailcrm_id}`,
    lines: [
      ...(order.total_amount > 0
        ? [
            `Мы отменили заказ и вернули ${rub(order.total_amount)} на карту, которой он был оплачен.`,
            'Банк обычно зачисляет возврат в течение нескольких дней.',
          ]
        : ['Мы отменили заказ.']),
      ...bonusesBack(order),
      ...(order.cash_back > 0 ? [`Бонусы за заказ (${order.cash_back}) списаны.`] : []),
    ],
    footnote: 'Если что-то пошло не так, ответьте на это письмо — мы поможем.',
  });

/** The money for an order arrived after the order had lapsed: it goes back in full. */
export const latePaymentRefundedMail = (order: Order, amount: number): Mail =>
  compose({
    kind: 'late-payment-refunded',
    to: order.customer.email,
    subject: `Возврат оплаты заказа №${order.retailcrm_id}`,
    heading: 'Оплата пришла после отмены заказа',
    lines: [
      `Заказ №${order.retailcrm_id} был отменён: время на оплату истекло раньше, чем пришли деньги.`,
      `Мы вернули ${rub(amount)} на карту, которой вы платили. Банк обычно зачисляет возврат в течение нескольких дней.`,
      'Соберите корзину заново в каталоге — будем рады видеть вас снова.',
    ],
    footnote: 'Если что-то пошло не так, ответьте на это письмо — мы поможем.',
  });
