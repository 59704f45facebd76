import { isPaidStatus, type OrderStatus } from '@shop/shared/orders/status';
import type { Order } from '@shop/shared/orders/order-api';
import { MONTHS_GENITIVE } from '@shop/shared/moscow-time';

/**
 * The status to show: the server's, except that an unpaid order past its payment time is cancelled
 * already (the server cancels it by the same timestamp the next time it looks).
 */
export const shownStatus = (order: Order, now: number): OrderStatus =>
  order.status === 'awaiting_payment' && Date.parse(order.pay_until) <= now ? 'cancelled' : order.status;

/** 'Оплатить' is offered while the order waits for payment and its time has not run out. */
export const canPay = (order: Order, now: number): boolean => shownStatus(order, now) === 'awaiting_payment';

/**
 * The order can still be paid and its last payment was declined (the shopper's 'Отказаться', or the bank's
 * refusal): the page says so and offers to pay again. Payments come newest first.
 */
export const paymentDeclined = (order: Order, now: number): boolean =>
  canPay(order, now) && order.payments[0]?.status === 'canceled';

/** 'Повторить' is offered for paid (done) orders, at any fulfilment step. */
export const canRepeat = (order: Order): boolean => isPaidStatus(order.status);

/**
 * '23 ноября 2026 г.', as toLocaleDateString('ru-RU') writes it, without Intl: the first Intl date format of a
 * page costs a phone some 100 ms of blocked main thread (Lighthouse's total blocking time on the orders page).
 */
export const orderDate = (iso: string): string => {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()} г.`;
};

/** '14:35' in the shopper's time. */
export const clockTime = (iso: string): string =>
  new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
