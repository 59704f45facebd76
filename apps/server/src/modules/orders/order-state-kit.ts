import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import type { OrderStatus } from '@shop/shared/orders/status';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { bonusLedger, orders, products } from '../../db/schema.ts';
import { pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { standIn } from '../../test/suite.ts';
import { isBar, startTestShop, type TestShop } from '../../test/test-shop.ts';
import { orderStateTable, type OrderTransition } from './order-state.ts';

/** What the state-table tests (order-state*.test.ts) share: a shop, its clock and orders in any status. */

export type Delivery = 'pickup' | 'courier';

export interface Kit extends TestShop {
  clock: { now: Date };
  /** A bar the orders under test buy (1 unit each, 100 ₽, plenty of stock). */
  product: number;
  /** A bar at 2 000 ₽ whose paid order earns a customer 100 bonuses. */
  rich: number;
}

export interface Customer {
  who: Who;
  email: string;
}

/** A Monday: courier dates start on Tuesday. */
export async function startKit(): Promise<Kit> {
  const clock = { now: new Date('2026-11-23T09:00:00Z') };
  const shop = await startTestShop(clock);
  const bars = shop.cards.filter(isBar);
  const [product, rich] = [Number(bars[0]!.id), Number(bars[1]!.id)];
  const db = shop.t.database.db;
  await db.update(products).set({ price: 100, quantity: 10_000 }).where(eq(products.id, product));
  await db.update(products).set({ price: 2000, quantity: 10_000 }).where(eq(products.id, rich));
  shop.t.app.services.catalog.invalidate();
  return { ...shop, clock, product, rich };
}

/**
 * startKit for a whole test file (test/suite.ts): started in a beforeAll and stopped in an afterAll, its clock
 * a day on before each test. The answer stands for the kit from that beforeAll on.
 */
export function useKit(): Kit {
  let kit: Kit | undefined;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(() => kit?.stop());
  beforeEach(() => {
    // A day on: earlier holds, unpaid orders, tokens and hourly limits have lapsed.
    kit!.clock.now = new Date(kit!.clock.now.getTime() + 24 * 60 * 60_000);
  });
  return standIn(() => kit, {
    t: true,
    mail: true,
    shop: true,
    cards: true,
    stop: true,
    clock: true,
    product: true,
    rich: true,
  });
}

async function place(kit: Kit, who: Who, productId: number, form: Parameters<typeof pickupForm>[0]) {
  expect((await kit.shop.addToCart(who, productId, 1, uniqueIp())).statusCode).toBe(200);
  const placed = await kit.shop.placeOrder(who, pickupForm(form));
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as CreateOrderAnswer).order;
}

/** A new signed-in customer with 100 bonuses: the cash back of an order paid by the state table. */
export async function customer(kit: Kit): Promise<Customer> {
  const email = uniqueEmail('state');
  const { tokens } = await signIn(kit.t, kit.mail, email);
  const who = { token: tokens.access_token };
  const earner = await place(kit, who, kit.rich, { email });
  await kit.t.app.services.orders.move(earner.id, 'paid', 'payment');
  await mailsTo(kit, email, 3); // the sign-in code, the order placed, paid
  return { who, email };
}

/** An order of one unit of `kit.product` that spends bonuses (30 of 100 ₽) and earns cash back. */
export async function placeOrder(kit: Kit, buyer: Customer, delivery: Delivery): Promise<number> {
  const slots = (await kit.t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
  const courier = {
    delivery: {
      delivery_type: 'courier' as const,
      address: 'Санкт-Петербург, ул. Ленина, 1, кв. 5',
      date: courierDates(kit.clock.now)[0]!,
      slot_id: slots[0].id as number,
    },
  };
  const order = await place(kit, buyer.who, kit.product, {
    email: buyer.email,
    use_bonus: true,
    ...(delivery === 'courier' ? courier : {}),
  });
  expect(order.bonus_spent).toBeGreaterThan(0);
  await mailsTo(kit, buyer.email, kit.mail.countTo(buyer.email) + 1); // the order placed
  return order.id;
}

/** How a test order is received to make `row` (a courier order for the courier's steps). */
export const deliveryFor = (row: OrderTransition): Delivery =>
  row.delivery ?? ([row.from, row.to].includes('with_courier') ? 'courier' : 'pickup');

/**
 * The moves from awaiting_payment to `status` (an admin cancels rather than wait for the hour); undefined
 * when an order received by `delivery` never gets there.
 */
export function pathTo(status: OrderStatus, delivery: Delivery): OrderTransition[] | undefined {
  const usable = orderStateTable.filter(
    (row) => row.kind !== 'lapse' && (row.delivery === undefined || row.delivery === delivery),
  );
  const paths = new Map<OrderStatus, OrderTransition[]>([['awaiting_payment', []]]);
  for (let queue: OrderStatus[] = ['awaiting_payment']; queue.length > 0;) {
    const from = queue.shift()!;
    for (const row of usable.filter((r) => r.from === from && !paths.has(r.to))) {
      paths.set(row.to, [...paths.get(from)!, row]);
      queue = [...queue, row.to];
    }
  }
  return paths.get(status);
}

/** Moves an order to `status` along the table. */
export async function walkTo(kit: Kit, id: number, status: OrderStatus, delivery: Delivery) {
  const path = pathTo(status, delivery);
  if (!path) throw new Error(`no way to ${status} for a ${delivery} order`);
  for (const step of path) {
    const order = await kit.t.app.services.orders.move(id, step.to, step.by);
    if (step.mail) await mailsTo(kit, order.customer.email, kit.mail.countTo(order.customer.email) + 1);
  }
}

/**
 * Waits until `email` has `count` mails (they go out after commit, without being waited for), then a
 * moment more, so a mail sent twice would be counted too.
 */
export async function mailsTo(kit: Kit, email: string, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (kit.mail.countTo(email) < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Everything a move may change: the order row, the stock of its product, its bonus movements, mails. */
export async function snapshot(kit: Kit, id: number, email: string) {
  const db = kit.t.database.db;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const [stock] = await db.select().from(products).where(eq(products.id, kit.product));
  const ledger = await db
    .select({ kind: bonusLedger.kind, amount: bonusLedger.amount, paid: bonusLedger.paid })
    .from(bonusLedger)
    .where(eq(bonusLedger.orderId, id))
    .orderBy(bonusLedger.id);
  return { row: row!, stock: stock!.quantity, ledger, mails: kit.mail.countTo(email) };
}
