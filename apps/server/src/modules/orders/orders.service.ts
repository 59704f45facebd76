import { checkoutMessages, orderMessages } from '@shop/shared/orders/messages';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import type {
  BoughtGiftCard,
  CreateOrderAnswer,
  CreateOrderBody,
  Order,
} from '@shop/shared/orders/order-api';
import {
  isPaidStatus,
  type FulfilmentStatus,
  type OrderActor,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { orderCashBack } from '@shop/shared/rules/order-totals';
import { cappedTotal, decodeCursor, pageOf } from '../../lib/keyset.ts';
import { conflict, notFound, unavailable, unprocessable } from '../../lib/refusals.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { ConsentSource } from '../legal/consents.service.ts';
import { sessionKey } from '../gift-cards/gift-card-limits.ts';
import { ProviderUnavailable } from '../payments/payment-provider.ts';
import { PaymentSucceeded } from '../payments/payments.service.ts';
import { OrderChanges } from './order-changes.ts';
import {
  afterMove,
  orderView,
  orderViews,
  sendMail,
  type OrderChangeRecord,
  type OrdersDeps,
} from './order-context.ts';
import { pay } from './order-state.ts';
import { orderPlacedMail } from './order-mails.ts';
import { OrderPayments } from './order-payments.ts';
import { payableOrder } from './payable-order.ts';
import { mayMailOrder } from './unproven-mail.ts';
import { ledgerRef } from './order-view.ts';
import { checkedKey, checkOrderForm, placeOrder, requestHash, type Orderer } from './place-order.ts';
import * as repo from './orders.repository.ts';

export type { OrderChangeRecord, OrdersDeps };

/** Orders a batch of the personal data export reads. */
const EXPORT_BATCH = 500;

/** Which page of the caller's orders to read (GET /api/orders/). */
export interface OrdersPaging {
  cursor?: string | undefined;
  limit: number;
  /** Only the orders still to be paid. */
  payable?: boolean | undefined;
}

/** A page of the caller's orders, the cursor of the next page, and on the first page how many there are. */
export interface OrdersPage {
  orders: Order[];
  next: string | null;
  total: number | null;
}

/**
 * Orders and their lifecycle (ADR 0010): made from the cart in one transaction, kept for `orderMinutes`
 * while unpaid, paid once through the payment provider, cancelled with stock and bonuses back when their
 * time runs out — correct by timestamps without any sweep, which only tidies up and sends the mails. Every
 * status change is a move of the state table (order-state.ts): payments make theirs in order-payments.ts,
 * lapses, the admin's steps, cancels and refunds in order-changes.ts.
 */
/** Who a guest said they were at checkout. */
export interface GuestContact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export class OrdersService {
  private readonly payments: OrderPayments;
  private readonly changes: OrderChanges;

  constructor(private readonly deps: OrdersDeps) {
    this.payments = new OrderPayments(deps);
    this.changes = new OrderChanges(deps, (order) => this.payments.reverseOffset(order));
  }

  async create(
    orderer: Orderer,
    body: CreateOrderBody,
    idempotencyKey: string | undefined,
    source: ConsentSource,
  ): Promise<CreateOrderAnswer> {
    const { ip } = source;
    const { db, now: clock } = this.deps;
    const key = checkedKey(idempotencyKey);
    const hash = requestHash(body);
    if (key) {
      const earlier = await repo.findByKey(db, orderer.owner.key, key);
      if (earlier) return this.replay(earlier, hash);
    }
    // What one client (owner, address) may keep in carts and unpaid orders is bounded when the cart is
    // taken (the inventory module's hold limits), so orders per address need no limit of their own.
    const now = clock();
    const where = await checkOrderForm(this.deps.content, body, orderer, now);
    // Codes entered with an order count as tries when refused, like those checked on their own.
    await this.deps.giftCards.precheck(body.gift_card_codes ?? [], {
      ip,
      session: sessionKey(orderer.owner.key),
    });
    if (orderer.userId !== null) await this.expireDue(now, orderer.owner.key);

    const outcome = await placeOrder(this.deps, orderer, body, where, { key, hash, now, source });
    if ('refused' in outcome) {
      // A parallel request with the same key took the cart a moment ago: answer its order.
      const earlier = key ? await repo.findByKey(db, orderer.owner.key, key) : undefined;
      if (earlier) return this.replay(earlier, hash);
      throw conflict(outcome.refused);
    }
    this.deps.events.orderPlaced();
    // Paid at once by gift cards: nothing to pay through the provider; the cards it bought go out.
    if (outcome.status === 'paid') {
      const order = await orderView(this.deps, outcome);
      await afterMove(this.deps, pay, outcome, order, now);
      await this.payments.registerOffset(outcome);
      return { order, payment_url: null };
    }
    const paymentUrl = await this.payments.tryPaymentUrl(outcome);
    const order = await orderView(this.deps, outcome);
    const link = paymentUrl && new URL(paymentUrl, this.deps.publicUrl).href;
    if (await mayMailOrder(this.deps, outcome, 'order-placed', now))
      sendMail(this.deps, orderPlacedMail(order, link), 'order placed mail');
    return { order, payment_url: paymentUrl };
  }

  /**
   * A page of the caller's orders, newest first (docs/product/checkout-and-orders.md#paging): after the
   * cursor's order, or the newest; with `payable`, only those still to be paid. The first page also says how
   * many orders the caller has. What it costs follows the page, not the history: its rows and their lines,
   * payments and cards (at most six queries whatever their number).
   */
  async list(owner: CartOwner, paging: OrdersPaging): Promise<OrdersPage> {
    const after = decodeCursor('orders', paging.cursor);
    const now = this.deps.now();
    await this.settlePayments({ owner: owner.key });
    await this.expireDue(now, owner.key);
    const [read, total] = await Promise.all([
      repo.pageByOwner(this.deps.db, owner.key, {
        after,
        read: paging.limit + 1,
        payableAt: paging.payable ? now : undefined,
      }),
      after || paging.payable ? null : repo.countByOwner(this.deps.db, owner.key),
    ]);
    const page = pageOf('orders', read, paging.limit, ({ row, at }) => ({ at, id: row.id }));
    const orders = await orderViews(
      this.deps,
      page.rows.map(({ row }) => row),
    );
    return { orders, next: page.next, total };
  }

  /**
   * Every order of the caller, newest first (the personal data export, a few an hour): read a page of
   * EXPORT_BATCH at a time, so no single answer is built of the whole history at once.
   */
  async everyOrder(owner: CartOwner): Promise<Order[]> {
    const every: Order[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.list(owner, { cursor, limit: EXPORT_BATCH });
      every.push(...page.orders);
      cursor = page.next ?? undefined;
    } while (cursor !== undefined);
    return every;
  }

  /**
   * One of the caller's orders as it truly stands: an unpaid one's open payment is read back from the
   * provider first (a shopper back from the payment page may be quicker than the notification).
   */
  async get(owner: CartOwner, id: number): Promise<Order> {
    const order = await this.owned(owner, id);
    if (order.status === 'awaiting_payment') await this.payments.syncOpenPayment(id);
    await this.settlePayments({ orderId: id });
    await this.expireDue(this.deps.now(), owner.key);
    return orderView(this.deps, await this.owned(owner, id));
  }

  /**
   * Where to pay an unpaid order: its live payment page, or a new payment while the order's hour lasts
   * (how often one owner may ask is the route's limit, PAYMENT_READS.pay).
   */
  async pay(owner: CartOwner, id: number): Promise<{ payment_url: string }> {
    await this.owned(owner, id);
    await this.payments.syncOpenPayment(id);
    await this.settlePayments({ orderId: id });
    await this.expireDue(this.deps.now(), owner.key);
    const order = await this.owned(owner, id);
    if (isPaidStatus(order.status as OrderStatus)) throw conflict(orderMessages.alreadyPaid);
    if (order.status === 'cancelled' || order.status === 'refunded') throw conflict(orderMessages.cancelled);
    try {
      return { payment_url: await this.deps.payments.paymentUrl(await payableOrder(this.deps.db, order)) };
    } catch (err) {
      if (err instanceof PaymentSucceeded) {
        // Paid a moment ago (its notification is on its way): apply it; never a second payment.
        await this.syncPayment(err.providerPaymentId);
        throw conflict(orderMessages.alreadyPaid);
      }
      if (!(err instanceof ProviderUnavailable)) throw err;
      this.deps.log.error(err, 'payment provider unavailable');
      throw unavailable(orderMessages.paymentUnavailable);
    }
  }

  /**
   * Mails a card one of the caller's orders bought again, with a new code (gift-cards.service.ts resend);
   * someone else's order or card looks missing.
   */
  async resendGiftCard(owner: CartOwner, orderId: number, cardId: number): Promise<BoughtGiftCard> {
    await this.owned(owner, orderId);
    const { giftCards } = this.deps;
    if (!(await giftCards.boughtBy(orderId, cardId))) throw notFound(giftCardMessages.notFound);
    await giftCards.resend(cardId, { limited: true });
    const { bought } = await giftCards.ofOrders([orderId]);
    return bought.get(orderId)!.find((card) => card.id === cardId)!;
  }

  /** Applies what the provider says of one of our payments (order-payments.ts); false: not ours. */
  syncPayment(providerPaymentId: string): Promise<boolean> {
    return this.payments.syncPayment(providerPaymentId);
  }

  /** Offset receipts of card-paid orders not registered yet (order-payments.ts; the sweep). */
  registerOffsets(now: Date): Promise<void> {
    return this.payments.registerOffsets(now);
  }

  /** Applies succeeded payments whose order never learnt it (order-payments.ts). */
  settlePayments(scope: { owner?: string; orderId?: number; staleMinutes?: number } = {}): Promise<void> {
    return this.payments.settlePayments(scope);
  }

  /** Lapses unpaid orders whose hour has run out, one owner's or all (order-changes.ts). */
  expireDue(now: Date, owner?: string): Promise<void> {
    return this.changes.expireDue(now, owner);
  }

  /**
   * A guest's orders become the account's when the guest signs in with that session, and count as its own:
   * they earn cash back at the account's level, and those already paid are credited and counted towards
   * the level at once. The UPDATE waits for a payment being applied to one of them, so each paid order is
   * credited exactly once, here or by the payment.
   */
  async adoptGuestOrders(guest: CartOwner, account: CartOwner, userId: number): Promise<GuestContact | null> {
    const { db, loyalty, now: clock } = this.deps;
    const now = clock();
    return db.transaction(async (tx) => {
      const adopted = await repo.adopt(tx, guest.key, account.key, userId);
      if (adopted.length === 0) return null;
      const { level } = await loyalty.standingIn(tx, userId);
      // Gift cards bought earn no cash back (order-totals.ts): only the order's other goods do.
      const items = await repo.itemsOf(
        tx,
        adopted.map((order) => order.id),
      );
      const cardGoods = new Map<number, number>();
      for (const item of items)
        if (item.kind === 'gift_card')
          cardGoods.set(item.orderId, (cardGoods.get(item.orderId) ?? 0) + item.price * item.quantity);
      for (const order of adopted) {
        const goods = order.goodsAmount - (cardGoods.get(order.id) ?? 0);
        const cashBack = orderCashBack(goods, order.bonusSpent, level);
        await repo.setCashBack(tx, order.id, cashBack);
        if (isPaidStatus(order.status as OrderStatus))
          await loyalty.creditPaid(tx, ledgerRef(order, userId), cashBack, order.totalAmount, now);
      }
      // The contacts of the newest of them, for a profile still blank (the caller checks whose they are).
      const newest = adopted
        .filter((order) => order.personalDataErasedAt === null)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      return newest
        ? { firstName: newest.firstName, lastName: newest.lastName, phone: newest.phone, email: newest.email }
        : null;
    });
  }

  /** Cancels a paid order with its money back (the admin's cancel, ADR 0012; order-changes.ts). */
  refund(id: number, reason: string): Promise<Order> {
    return this.changes.refund(id, reason);
  }

  /** Any order as it stands (the admin's view), or null. */
  async find(id: number): Promise<Order | null> {
    const row = await repo.findById(this.deps.db, id);
    return row ? orderView(this.deps, row) : null;
  }

  /**
   * Every order matching an admin's search, newest first, a page at a time; lapsed unpaid orders are
   * settled first so the list shows them cancelled.
   */
  async search(
    query: Omit<repo.OrderSearch, 'status' | 'after'> & {
      status?: OrderStatus | undefined;
      cursor?: string | undefined;
    },
  ) {
    const { cursor, ...filters } = query;
    const after = decodeCursor('adminOrders', cursor);
    await this.expireDue(this.deps.now());
    const { rows, counted } = await repo.search(this.deps.db, { ...filters, after });
    const page = pageOf('adminOrders', rows, query.limit, ({ row, at }) => ({ at, id: row.id }));
    return {
      orders: await orderViews(
        this.deps,
        page.rows.map(({ row }) => row),
      ),
      ...(counted === null ? { total: null, total_capped: false } : cappedTotal(counted)),
      next_cursor: page.next,
    };
  }

  /** Moves a paid order one fulfilment step, or one back (409 otherwise); `record` audits it. */
  moveOn(id: number, to: FulfilmentStatus, record: OrderChangeRecord): Promise<Order> {
    return this.changes.moveOn(id, to, record);
  }

  /** Cancels an unpaid order now (the admin's cancel); null when it is no longer awaiting payment. */
  cancelUnpaid(id: number, record?: OrderChangeRecord): Promise<Order | null> {
    return this.changes.cancelUnpaid(id, record);
  }

  /**
   * Makes one move of the state table (order-state.ts) on behalf of `by`, with its effects and mail;
   * 409 for a move the table does not have or another caller made first.
   */
  async move(id: number, to: OrderStatus, by: OrderActor): Promise<Order> {
    return orderView(this.deps, await this.changes.move(id, to, by));
  }

  /** The same Idempotency-Key with the same request answers the order it made; with another, 422. */
  private async replay(order: repo.OrderRow, hash: string): Promise<CreateOrderAnswer> {
    if (order.requestHash !== hash) throw unprocessable(checkoutMessages.idempotencyReused);
    await this.payments.syncOpenPayment(order.id);
    const current = (await repo.findById(this.deps.db, order.id))!;
    const payable = current.status === 'awaiting_payment' && current.payUntil > this.deps.now();
    const paymentUrl = payable ? await this.payments.tryPaymentUrl(current) : null;
    return { order: await orderView(this.deps, current), payment_url: paymentUrl };
  }

  private async owned(owner: CartOwner, id: number): Promise<repo.OrderRow> {
    const order = await repo.findById(this.deps.db, id);
    // Someone else's order looks exactly like a missing one.
    if (!order || order.owner !== owner.key) throw notFound(orderMessages.notFound);
    return order;
  }
}
