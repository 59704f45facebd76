import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@shop/shared/admin/dashboard-api';
import { DAY_MS, lastMoscowDays, moscowDate, moscowDayStart } from '@shop/shared/moscow-time';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { bonusCap } from '@shop/shared/rules/order-totals';
import { loyaltyLevelFor } from '@shop/shared/rules/loyalty';
import { adminCalls, signInAdmin } from '../../modules/admin/admin-test-kit.ts';
import { pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { scaleViolations } from './scale-checks.ts';
import { seedScale, type ScaleSeeded } from './scale.ts';

/**
 * `npm run seed:scale` at a small size on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the data keeps every rule the shop relies on, and the shop works on top of it — the heavy customer's
 * history and a new order with bonuses, the admin's search, dashboard and a refund.
 */

const clock = { now: new Date() };
const { t, mail, shop, bars } = useTestShop(clock);
let seeded: ScaleSeeded;

beforeAll(async () => {
  seeded = await seedScale(t.database.db, { accounts: 200, orders: 2000, heavy: 150, now: clock.now });
  await t.database.db.execute(sql`analyze`);
});

type Row = Record<string, unknown>;
const rows = async <T extends Row>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const admin = async () => adminCalls(t, (await signInAdmin(t, mail)).token);

it('writes two years of a shop that keeps every rule it relies on', async () => {
  expect(await scaleViolations(t.database.db, clock.now)).toEqual({});
  expect(seeded.counts).toMatchObject({ orders: 2000, accounts: 200 });
  const [mix] = await rows<{ [k: string]: number }>(sql`select
      count(*) filter (where status = 'handed_over')::int as handed_over,
      count(*) filter (where status = 'refunded')::int as refunded,
      count(*) filter (where status = 'cancelled')::int as cancelled,
      count(*) filter (where status = 'awaiting_payment' and pay_until > ${clock.now.toISOString()})::int as awaiting,
      count(*) filter (where bonus_spent > 0)::int as bonuses,
      count(*) filter (where gift_card_spent > 0)::int as cards,
      count(*) filter (where user_id is null)::int as guests,
      (extract(epoch from max(created_at) - min(created_at)) / 86400)::int as days
    from orders`);
  // Mostly handed over, some refunded and cancelled, a few awaiting payment within their hour, over two years.
  expect(mix!.handed_over).toBeGreaterThan(1600);
  expect(mix!.refunded).toBeGreaterThan(10);
  expect(mix!.cancelled).toBeGreaterThan(50);
  expect(mix!.awaiting).toBe(3);
  expect(mix!.bonuses).toBeGreaterThan(100);
  expect(mix!.guests).toBeGreaterThan(300);
  expect(mix!.days).toBeGreaterThan(650);
  expect(seeded.counts.gift_cards).toBeGreaterThan(0);
});

describe('the shop on top of it', () => {
  let heavy: Who;
  beforeAll(async () => {
    heavy = { token: (await signIn(t, mail, seeded.heavy!.email)).tokens.access_token };
  });

  it("answers the heavy customer's history, newest first, every order theirs", async () => {
    const mine = await rows<{ id: number }>(
      sql`select id from orders where user_id = ${seeded.heavy!.id} order by created_at desc, id desc`,
    );
    expect(mine).toHaveLength(150);
    const res = await shop.orders(heavy);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as Order[];
    // The whole history, or its first page (keyset paging) with the total in a header.
    expect(history.length).toBeGreaterThan(0);
    expect(history.map((o) => o.id)).toEqual(mine.slice(0, history.length).map((o) => o.id));
    const total = res.headers['x-total-count'];
    if (total !== undefined) expect(Number(total)).toBe(150);
    else expect(history).toHaveLength(150);
    const [lines] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_items where order_id = ${history[0]!.id} and parent_id is null`,
    );
    expect(history[0]!.items).toHaveLength(lines!.n);
  });

  it('takes a new order after the seeded ones, paying with the bonuses the ledger holds', async () => {
    const [ledger] = await rows<{ balance: number; paid: number; number: number }>(sql`select
        (select coalesce(sum(amount), 0)::int from bonus_ledger where user_id = ${seeded.heavy!.id}) as balance,
        (select coalesce(sum(paid), 0)::int from bonus_ledger where user_id = ${seeded.heavy!.id}) as paid,
        (select max(number) from orders) as number`);
    const card = (await shop.loyalty(heavy)).json() as { balance: number };
    expect(card.balance).toBe(ledger!.balance);

    const bar = bars[0]!;
    expect((await shop.addToCart(heavy, Number(bar.id), 2)).statusCode).toBe(200);
    const answer = await shop.placeOrder(heavy, pickupForm({ email: seeded.heavy!.email, use_bonus: true }));
    expect(answer.statusCode, answer.body).toBe(201);
    const { order } = answer.json() as CreateOrderAnswer;
    expect(Number(order.retailcrm_id)).toBeGreaterThan(ledger!.number);
    expect(order.bonus_spent).toBe(
      bonusCap(order.goods_amount, ledger!.balance, loyaltyLevelFor(ledger!.paid)),
    );
  });

  it("finds orders by number, e-mail and the phone's digits, as the database does", async () => {
    const calls = await admin();
    const [order] = await rows<{ id: number; number: number; email: string; phone: string }>(sql`
      select id, number, email, phone from orders
      where user_id is null and personal_data_erased_at is null order by id desc limit 1 offset 7`);
    const expected = async (where: ReturnType<typeof sql>) =>
      (
        await rows<{ id: number }>(
          sql`select id from orders where ${where} order by created_at desc, id desc`,
        )
      ).map((row) => row.id);
    const search = async (q: string) => {
      const res = await calls.get(`/api/admin/orders?q=${encodeURIComponent(q)}&limit=50`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { orders: { id: number }[]; total: number | null };
    };
    const digits = order!.phone.slice(1);
    const formatted = `8 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
    for (const [q, where] of [
      [
        String(order!.number),
        sql`number = ${order!.number} or email ilike ${`%${order!.number}%`} or regexp_replace(phone, '\\D', '', 'g') like ${`%${order!.number}%`}`,
      ],
      [order!.email.toUpperCase(), sql`email ilike ${`%${order!.email}%`}`],
      [formatted, sql`regexp_replace(phone, '\\D', '', 'g') like ${`%${digits}%`}`],
      [
        digits.slice(-6),
        sql`email ilike ${`%${digits.slice(-6)}%`} or number = ${Number(digits.slice(-6))} or regexp_replace(phone, '\\D', '', 'g') like ${`%${digits.slice(-6)}%`}`,
      ],
    ] as const) {
      const ids = await expected(where);
      const found = await search(q);
      expect(ids, q).toContain(order!.id);
      expect(
        found.orders.map((o) => o.id),
        q,
      ).toEqual(ids.slice(0, found.orders.length));
      if (found.total !== null) expect(found.total, q).toBe(ids.length);
    }
  });

  it('uses the trigram indexes for that search (bitmap scans only: the plan has no other way)', async () => {
    const calls = await admin();
    const statements = await recorded(/regexp_replace/, () =>
      calls.get(`/api/admin/orders?q=${encodeURIComponent('8 (912) 345')}`),
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const { text, values } of statements) {
      const plan = await t.database.db.transaction(async (tx) => {
        // Without sequential and plain index scans a bitmap plan is all that is left, and it exists only if
        // every arm of the OR matches an index: e-mail and phone digits the trigram ones, the number its
        // unique index. (At 2,000 orders the planner rightly prefers a sequential scan; at a million it picks
        // these by itself, README "At scale".)
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const answer = (await tx.execute(sql.raw(`explain ${inlined(text, values)}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return answer.rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan).toContain('orders_email_trgm_idx');
      expect(plan).toContain('orders_phone_digits_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on orders/);
    }
  });

  it('draws the dashboard from the seeded money, refunds taken off', async () => {
    const res = await (await admin()).get('/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = dashboardSchema.parse(res.json());
    const days = lastMoscowDays(clock.now, 30);
    const from = moscowDayStart(days[0]!)!;
    const before = new Date(moscowDayStart(moscowDate(clock.now))!.getTime() + DAY_MS);
    const perDay = async (column: 'paid_at' | 'refunded_at') =>
      new Map(
        (
          await rows<{ day: string; n: number; amount: number }>(sql`
            select to_char((${sql.raw(column)} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as day,
              count(*)::int as n, sum(total_amount)::int as amount
            from orders where ${sql.raw(column)} >= ${from.toISOString()} and ${sql.raw(column)} < ${before.toISOString()}
            group by 1`)
        ).map((row) => [row.day, row]),
      );
    const [paid, refunded] = [await perDay('paid_at'), await perDay('refunded_at')];
    expect(dashboard.revenue_30d).toEqual(
      days.map((date) => ({
        date,
        revenue: (paid.get(date)?.amount ?? 0) - (refunded.get(date)?.amount ?? 0),
        orders: paid.get(date)?.n ?? 0,
      })),
    );
    expect(dashboard.revenue_30d.reduce((sum, day) => sum + day.orders, 0)).toBeGreaterThan(50);
  });

  it('refunds a seeded paid order through the test provider’s books', async () => {
    const [order] = await rows<{ id: number; total: number }>(sql`
      select id, total_amount as total from orders
      where status = 'handed_over' and total_amount > 0 and gift_card_spent = 0 order by id desc limit 1`);
    const res = await (await admin()).post(`/api/admin/orders/${order!.id}/cancel`, { reason: 'Проверка' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Order).status).toBe('refunded');
    expect(await scaleViolations(t.database.db, new Date())).toEqual({});
  });
});

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements matching `pattern` that the app sends to its database while `act` runs (through
 * node-postgres's pool or PGlite), to EXPLAIN exactly what it asked.
 */
async function recorded(pattern: RegExp, act: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const targets = [owner(pg.Pool.prototype, 'query'), owner(PGlite.prototype, 'query')];
  const originals = targets.map((target) => Object.getOwnPropertyDescriptor(target, 'query')!);
  targets.forEach((target, i) => {
    const original = originals[i]!.value as (...args: unknown[]) => unknown;
    target.query = function (this: unknown, ...args: unknown[]) {
      const [query, values] = args as [string | { text: string }, unknown[] | undefined];
      const text = typeof query === 'string' ? query : query?.text;
      if (typeof text === 'string' && pattern.test(text)) seen.push({ text, values: values ?? [] });
      return original.apply(this, args);
    } as never;
  });
  try {
    await act();
  } finally {
    targets.forEach((target, i) => Object.defineProperty(target, 'query', originals[i]!));
  }
  return seen;
}

/** The prototype that defines `name` (PGlite's query comes from its base class). */
function owner<T extends object>(proto: T, name: string): { query: unknown } {
  let at: object | null = proto;
  while (at && !Object.hasOwn(at, name)) at = Object.getPrototypeOf(at) as object | null;
  if (!at) throw new Error(`no ${name}`);
  return at as { query: unknown };
}

/** A statement with its $n parameters written in as literals (test values only: strings and numbers). */
const inlined = (text: string, values: readonly unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
