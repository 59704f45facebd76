import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { legalDocuments } from './legal.ts';

/** Order numbers: short, sequential and unique however many instances take orders (one sequence). */
export const orderNumbers = pgSequence('order_numbers', { startWith: 1001 });

/**
 * An order made from a cart (ADR 0010). While `awaiting_payment` and before `pay_until` its items are
 * reserved (they count against stock like cart holds); once paid its stock is taken for good. An unpaid
 * order past `pay_until` no longer holds anything, whether or not it has been marked cancelled yet. A
 * paid order cancelled by the shop is `refunded`: its money, stock and bonuses have gone back.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('order_numbers')`),
    /** The cart owner it was made by: 'guest:{session}' or 'user:{id}' (moved to the account at sign-in). */
    owner: text('owner').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** awaiting_payment → paid → assembling → ready | with_courier → handed_over; or cancelled / refunded. */
    status: text('status').notNull().default('awaiting_payment'),
    /** When staff last moved it along (fulfilment steps). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    deliveryType: text('delivery_type').notNull(),
    shopNumber: integer('shop_number'),
    shopName: text('shop_name'),
    shopAddress: text('shop_address'),
    address: text('address'),
    deliveryDate: text('delivery_date'),
    slotFrom: text('slot_from'),
    slotTo: text('slot_to'),
    goodsAmount: integer('goods_amount').notNull(),
    packagesAmount: integer('packages_amount').notNull(),
    deliveryAmount: integer('delivery_amount').notNull(),
    bonusSpent: integer('bonus_spent').notNull(),
    /** What gift cards paid (their ledgers' 'spent' rows of this order). */
    giftCardSpent: integer('gift_card_spent').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    /** Bonuses credited when paid (decided at ordering, by the level the shopper had). */
    cashBack: integer('cash_back').notNull(),
    /** The caller's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payUntil: timestamp('pay_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When a paid order's money went back (status 'refunded'). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The client address that placed it: what one address keeps in unpaid orders is bounded. */
    clientIp: text('client_ip'),
    /** The version of the public offer the shopper accepted with this order (legal_documents). */
    offerDocumentId: integer('offer_document_id').references((): AnyPgColumn => legalDocuments.id),
    /**
     * When the shopper's name, phone, e-mail, address and client address were erased from the order (account
     * deleted, consent withdrawn, or a guest's unpaid order past GUEST_ORDER_DATA_MONTHS): '' / null now.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_owner_idx').on(t.owner, t.createdAt),
    // The payments an owner's orders may not have learnt of (orders.repository.ts `unsettledSuccesses`,
    // on every read of the history): the owner's few unpaid or cancelled orders, not every cancelled one.
    index('orders_owner_unsettled_idx')
      .on(t.owner)
      .where(sql`${t.status} in ('awaiting_payment', 'cancelled')`),
    index('orders_user_idx').on(t.userId),
    index('orders_due_idx').on(t.status, t.payUntil),
    index('orders_unpaid_ip_idx')
      .on(t.clientIp, t.payUntil)
      .where(sql`${t.status} = 'awaiting_payment'`),
    // The admin's day filter and the dashboard's daily sums (refunds: only refunded orders have a stamp);
    // the sums' indexes hold the amounts, so 30 days of a busy shop are read from the index alone.
    index('orders_created_idx').on(t.createdAt),
    index('orders_paid_idx').on(t.paidAt, t.totalAmount),
    index('orders_refunded_idx')
      .on(t.refundedAt, t.totalAmount)
      .where(sql`${t.refundedAt} is not null`),
    // The admin's search (orders.repository.ts `matching`): e-mail by substring and the phone's digits by
    // substring, each the very expression the search compares, so a million orders are not scanned
    // (pg_trgm, created by migration 0013); the number is matched exactly through its unique index.
    index('orders_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('orders_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${t.phone}, '\\D', '', 'g') gin_trgm_ops`,
    ),
    uniqueIndex('orders_idempotency_unique').on(t.owner, t.idempotencyKey),
    check(
      'orders_status_known',
      sql`${t.status} in ('awaiting_payment', 'paid', 'assembling', 'ready', 'with_courier', 'handed_over', 'cancelled', 'refunded')`,
    ),
    check('orders_delivery_known', sql`${t.deliveryType} in ('pickup', 'courier', 'email')`),
    check(
      'orders_total_not_negative',
      sql`${t.totalAmount} >= 0 and ${t.bonusSpent} >= 0 and ${t.giftCardSpent} >= 0`,
    ),
  ],
);

/**
 * An order's lines: products, packages and custom boxes; a box's flavours are lines of kind 'flavour'
 * under it (parent_id). Name and image are kept as they were when ordered.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id),
    boxType: text('box_type'),
    name: text('name').notNull(),
    image: text('image'),
    /** Per-unit price in whole rubles (a box: the sum of its flavours). */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** A gift card line: whom its cards go to, and when (null fields: the buyer, at once). */
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    giftMessage: text('gift_message'),
    sendOn: text('send_on'),
  },
  (t) => [
    // An order's lines, and the stock check's lines of the unpaid orders by product (it covers order_id alone).
    index('order_items_order_product_idx').on(t.orderId, t.productId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_kind_known', sql`${t.kind} in ('product', 'box', 'package', 'flavour', 'gift_card')`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
