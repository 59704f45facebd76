import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * One cart per owner: a guest's session id or, once accounts exist, a user. Its lines and boxes hold their
 * units until `heldUntil` (15 minutes after the cart's last change); a lapsed hold simply stops counting.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** 'guest:{session uuid}' or 'user:{id}' (cart/owner.ts). */
    owner: text('owner').notNull().unique(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address of the cart's last change: what one address holds is bounded (inventory limits). */
    clientIp: text('client_ip'),
  },
  (t) => [index('carts_client_ip_idx').on(t.clientIp, t.heldUntil)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Per-unit price from the catalogue when the line last changed (whole rubles). */
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * A gift card line's recipient, signature, message and send date ('YYYY-MM-DD'); null for everything
     * else. `variant` keys them, so cards to different people are different lines ('' for other lines).
     */
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    giftMessage: text('gift_message'),
    sendOn: text('send_on'),
    variant: text('variant').notNull().default(''),
  },
  (t) => [
    unique('cart_items_cart_product_unique').on(t.cartId, t.productId, t.variant),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const boxes = pgTable(
  'boxes',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    boxType: text('box_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('boxes_cart_idx').on(t.cartId),
    check('boxes_type_known', sql`${t.boxType} in ('box4', 'box8', 'box12')`),
  ],
);

export const boxItems = pgTable(
  'box_items',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The flavour's per-unit price for this box size (whole rubles). */
    price: integer('price').notNull(),
  },
  (t) => [
    unique('box_items_box_product_unique').on(t.boxId, t.productId),
    index('box_items_product_idx').on(t.productId),
    check('box_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
