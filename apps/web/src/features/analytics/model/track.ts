import type { Order } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { analyticsAllowed } from './consent.ts';
import type * as Ecommerce from './ecommerce.ts';
import type { CartLineLike } from './ecommerce.ts';
import { watchLeaving } from './leaving.ts';

/**
 * What the shop's pages call (docs/product/personal-data.md#web-analytics): each event goes to
 * ecommerce.ts, whose code loads only once analytics may run in this page, so a visitor who did not accept
 * (and every visitor of a shop without a counter) loads none of it. Events keep their order.
 */
type Events = typeof Ecommerce;
let events: Promise<Events> | null = null;

function withEvents(send: (module: Events) => void): void {
  if (!analyticsAllowed()) return;
  watchLeaving();
  events ??= import('./ecommerce.ts');
  void events.then(send);
}

/** A product page was opened. */
export const trackDetail = (card: Card): void => withEvents((module) => module.trackDetail(card));

/** A cart line's units changed by `delta` (more: 'add', fewer: 'remove'). */
export const trackCartChange = (line: CartLineLike | undefined, delta: number): void =>
  withEvents((module) => module.trackCartChange(line, delta));

/** An order the shopper came back to; reported once it is paid, once per order. */
export const trackPurchase = (order: Order): void => withEvents((module) => module.trackPurchase(order));
