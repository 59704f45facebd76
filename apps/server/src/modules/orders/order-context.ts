import type { Order } from '@shop/shared/orders/order-api';
import type { Db, Tx } from '../../db/client.ts';
import type { Mail, Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { GiftCardsService } from '../gift-cards/gift-cards.service.ts';
import type { ConsentsService } from '../legal/consents.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import {
  orderCancelledByShopMail,
  orderCancelledMail,
  orderPaidMail,
  orderReadyMail,
  orderWithCourierMail,
  orderRefundedMail,
} from './order-mails.ts';
import type { OrderTransition } from './order-state.ts';
import { toOrder } from './order-view.ts';
import { mayMailOrder } from './unproven-mail.ts';
import * as repo from './orders.repository.ts';
import type { ShopEvents } from '../../lib/metrics.ts';

/** What the orders module is built on (the composition root hands it over). */
export interface OrdersDeps {
  db: Db;
  cart: CartService;
  catalog: CatalogService;
  content: ContentService;
  loyalty: LoyaltyService;
  giftCards: GiftCardsService;
  payments: PaymentsService;
  mailer: Mailer;
  /** Absolute links in mails. */
  publicUrl: string;
  limiter: RateLimiter;
  /** How long an unpaid order keeps its goods and its payment link. */
  orderMinutes: number;
  /** How long a store keeps an order ready for pickup (said in the mail). */
  pickupKeepDays: number;
  /** Which payment the offset receipt of gift cards names (config YOOKASSA_OFFSET_RECEIPT_PAYMENT). */
  offsetReceiptPayment: 'order' | 'card';
  /** Every order accepts the offer; a guest's (or an out-of-date account's) also the processing consent. */
  consents: ConsentsService;
  /** Placed orders and committed moves are counted (/metrics). */
  events: Pick<ShopEvents, 'orderPlaced' | 'orderMoved'>;
  now: () => Date;
  log: { error: (err: unknown, message: string) => void; warn: (data: object, message: string) => void };
}

/** Runs inside an order change's transaction with the row before and after (the admin's audit row). */
export type OrderChangeRecord = (tx: Tx, before: repo.OrderRow, after: repo.OrderRow) => Promise<void>;

/** Orders as the API answers them (at most six queries whatever their number; cards paid only when some did). */
export async function orderViews(
  deps: Pick<OrdersDeps, 'db' | 'payments' | 'giftCards'>,
  rows: readonly repo.OrderRow[],
): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const offers = rows.flatMap((row) => (row.offerDocumentId === null ? [] : [row.offerDocumentId]));
  const [items, payments, cards, offerVersions] = await Promise.all([
    repo.itemsOf(deps.db, ids),
    deps.payments.ofOrders(ids),
    deps.giftCards.ofOrders(
      ids,
      rows.flatMap((row) => (row.giftCardSpent > 0 ? [row.id] : [])),
    ),
    repo.offerVersionsOf(deps.db, offers),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items,
      payments.get(row.id) ?? [],
      {
        bought: cards.bought.get(row.id) ?? [],
        paidWith: cards.paidWith.get(row.id) ?? [],
      },
      row.offerDocumentId === null ? null : (offerVersions.get(row.offerDocumentId) ?? null),
    ),
  );
}

export const orderView = async (
  deps: Pick<OrdersDeps, 'db' | 'payments' | 'giftCards'>,
  row: repo.OrderRow,
) => (await orderViews(deps, [row]))[0]!;

/** Sends a mail without waiting for it; a failure is logged as `what`. */
export function sendMail(deps: Pick<OrdersDeps, 'mailer' | 'log'>, mail: Mail, what: string): void {
  deps.mailer.send(mail).catch((err: unknown) => deps.log.error(err, what));
}

type MoveMail = NonNullable<OrderTransition['mail']>['kind'];

type MailMaker = (order: Order, deps: OrdersDeps) => Promise<Mail> | Mail;

const moveMails: Record<MoveMail, { make: MailMaker; what: string }> = {
  paid: { make: orderPaidMail, what: 'order paid mail' },
  cancelled: { make: orderCancelledMail, what: 'order cancelled mail' },
  cancelled_by_shop: { make: orderCancelledByShopMail, what: 'order cancelled by the shop mail' },
  refunded: { make: orderRefundedMail, what: 'order refunded mail' },
  ready: { make: readyMail, what: 'order ready mail' },
  with_courier: { make: orderWithCourierMail, what: 'order with courier mail' },
};

/** The ready mail names the store's opening hours (the stores table) and how long it keeps the order. */
async function readyMail(order: Order, deps: OrdersDeps): Promise<Mail> {
  const store = (await deps.content.stores()).find((s) => s.number === order.delivery.shop_number);
  return orderReadyMail(order, { hours: store?.hours ?? null, keepDays: deps.pickupKeepDays });
}

/** What follows a committed move: it is counted, and the mail it sends (the state table's `mail`) goes. */
export async function afterMove(
  deps: OrdersDeps,
  transition: OrderTransition,
  row: repo.OrderRow,
  view: Order,
  now: Date,
): Promise<void> {
  // Cards an order bought go out now (those due now; the sweep mails the rest on their day).
  if (transition.giftCards === 'issue')
    void deps.giftCards.sendDue().catch((err: unknown) => deps.log.error(err, 'gift card mail'));
  deps.events.orderMoved(transition.kind);
  const mail = transition.mail;
  if (!mail) return;
  if (mail.limited && !(await mayMailOrder(deps, row, `order-${mail.kind}`, now))) return;
  const { make, what } = moveMails[mail.kind];
  sendMail(deps, await make(view, deps), what);
}
