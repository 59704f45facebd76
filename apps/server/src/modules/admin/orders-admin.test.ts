import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminMessages } from '@shop/shared/admin/messages';
import { pagingMessages, TOTAL_CAP } from '@shop/shared/api/paging';
import type { AdminOrdersAnswer } from '@shop/shared/orders/admin-order-api';
import { orderStatusLabels } from '@shop/shared/orders/status';
import type { CreateOrderBody, Order } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { orders } from '../../db/schema.ts';
import { guest, type Who } from '../../test/shop-calls.ts';
import { uniqueEmail } from '../../test/sign-in.ts';
import { auditOf, signInCustomer } from './admin-test-kit.ts';
import { useOrdersAdminShop } from './orders-admin.fixtures.ts';

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, admin, setClock, barId, orderRow, place, paid, move, cancel } =
  useOrdersAdminShop(clock);

const uniquePhone = () => `+7999${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function courierForm(): Promise<Partial<CreateOrderBody>> {
  const slots = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
  return {
    delivery: {
      delivery_type: 'courier',
      address: 'Санкт-Петербург, ул. Ленина, 1, кв. 5',
      date: courierDates(clock.now)[0]!,
      slot_id: slots[0].id,
    },
  };
}

const search = async (query: string): Promise<AdminOrdersAnswer> => {
  const res = await admin.get(`/api/admin/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (answer: AdminOrdersAnswer) => answer.orders.map((o) => o.id);

describe('GET /api/admin/orders', () => {
  it('finds orders by number, e-mail or phone, newest first, with the customer', async () => {
    const email = uniqueEmail('Search.Me');
    const phone = uniquePhone();
    const first = (await place(guest(), barId(0), 1, { email, phone })).order;
    clock.now = new Date(clock.now.getTime() + 60_000);
    const second = (await place(guest(), barId(0), 1, { email })).order;

    const byEmail = await search(`q=${encodeURIComponent(email.toUpperCase().slice(0, 20))}`);
    expect(ids(byEmail)).toEqual([second.id, first.id]);
    expect(byEmail.total).toBe(2);
    expect(byEmail.orders[1]!.customer).toEqual({
      first_name: 'Анна',
      last_name: 'Петрова',
      phone,
      email: email.toLowerCase(),
    });

    expect(ids(await search(`q=${first.retailcrm_id}`))).toContain(first.id);
    const byNumber = await search(`q=${encodeURIComponent(`№${second.retailcrm_id}`)}`);
    expect(ids(byNumber)).toEqual([second.id]);

    // The phone by its digits, however it is typed (a leading 8 is the Russian 7).
    const formatted = `8 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
    for (const q of [phone, formatted, phone.slice(5)]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(ids(found), q).toEqual([first.id]);
    }
    // LIKE wildcards in the search box mean themselves.
    expect((await search('q=%25')).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('nobody@nowhere.ru')}`)).total).toBe(0);
  });

  it('filters by status and by the Moscow day the order was placed, a page at a time', async () => {
    const email = uniqueEmail('days');
    // 23:30 and 00:30 in Moscow: two different days, one UTC date.
    await setClock(new Date('2027-03-01T20:30:00Z'));
    const late = await paid(guest(), barId(1), 1, { email });
    await setClock(new Date('2027-03-01T21:30:00Z'));
    const early = (await place(guest(), barId(1), 1, { email })).order;

    const q = `q=${encodeURIComponent(email)}`;
    expect(ids(await search(`${q}&date=2027-03-01`))).toEqual([late.id]);
    expect(ids(await search(`${q}&date=2027-03-02`))).toEqual([early.id]);
    expect(ids(await search(`${q}&status=paid`))).toEqual([late.id]);
    expect(ids(await search(`${q}&status=awaiting_payment`))).toEqual([early.id]);

    const first = await search(`${q}&limit=1`);
    expect(first).toMatchObject({ total: 2, total_capped: false, next_cursor: expect.any(String) });
    expect(ids(first)).toEqual([early.id]);
    const page = await search(`${q}&limit=1&cursor=${first.next_cursor}`);
    expect(page).toMatchObject({ total: null, next_cursor: null });
    expect(ids(page)).toEqual([late.id]);

    // Past its hour the unpaid order is settled before the list is read.
    await setClock(new Date(clock.now.getTime() + 61 * 60_000));
    expect(ids(await search(`${q}&status=cancelled`))).toEqual([early.id]);

    const bad = await admin.get('/api/admin/orders?date=2027-02-30');
    expect(bad.statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?status=lost')).statusCode).toBe(422);
    expect((await admin.get('/api/admin/orders?limit=1000')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/orders a page at a time', () => {
  it('joins pages by cursor without gaps or repeats while orders are placed, filters kept', async () => {
    const email = uniqueEmail('pages');
    const placed: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      placed.push((await place(guest(), barId(0), 1, { email })).order.id);
      if (i % 2 === 1) clock.now = new Date(clock.now.getTime() + 60_000);
    }
    // Another shopper's order at the same moment: the search leaves it out of every page.
    await place(guest(), barId(0), 1, { email: uniqueEmail('other') });
    const q = `q=${encodeURIComponent(email)}&status=awaiting_payment&limit=2`;
    const pages = [await search(q)];
    while (pages.at(-1)!.next_cursor !== null) {
      await place(guest(), barId(0), 1, { email });
      pages.push(await search(`${q}&cursor=${pages.at(-1)!.next_cursor}`));
    }
    expect(pages.map((page) => page.orders.length)).toEqual([2, 2, 1]);
    expect(pages.map((page) => page.total)).toEqual([5, null, null]);
    expect(pages.flatMap(ids)).toEqual([...placed].reverse());
    expect((await search(q)).total).toBe(7);
  });

  it('refuses a cursor it did not make or another list’s (422), and more than 100 a page', async () => {
    const who = guest() as { session: string };
    await place(who, barId(0), 1);
    await place(who, barId(0), 1);
    const shoppers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/orders/?limit=1',
        headers: { 'x-session-id': who.session },
      })
    ).headers['x-next-cursor'] as string;
    for (const cursor of [shoppers, 'bm9wZQ', Buffer.from('a.1.0').toString('base64url'), '%2B%2B']) {
      const res = await admin.get(`/api/admin/orders?cursor=${cursor}`);
      expect([res.statusCode, res.json().detail], cursor).toEqual([422, pagingMessages.badCursor]);
    }
    expect((await admin.get('/api/admin/orders?limit=100')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/orders?limit=101')).statusCode).toBe(422);
  });

  it('counts the matching orders up to TOTAL_CAP with the first page only', async () => {
    const first = await search('limit=1');
    expect(first.total).toBeGreaterThan(0);
    expect(first.total_capped).toBe(false);
    // Past the cap the total stops there and says so (orders straight into the table: many, cheaply).
    const template = (await orderRow(ids(first)[0]!))!;
    const { id: _id, number: _number, idempotencyKey: _key, ...row } = template;
    const insert = async (needed: number) => {
      for (let done = 0; done < needed; done += 1000)
        await t.database.db
          .insert(orders)
          .values(
            Array.from({ length: Math.min(1000, needed - done) }, () => ({ ...row, owner: 'guest:bulk' })),
          );
    };
    await insert(TOTAL_CAP + 1 - first.total!);
    const capped = await search('limit=1');
    expect([capped.total, capped.total_capped]).toEqual([TOTAL_CAP, true]);
    expect((await search(`limit=1&cursor=${capped.next_cursor}`)).total).toBeNull();
    // A text search matching past the cap says so too, and its page is still the newest of all matches.
    const newestBulk = () =>
      t.database.db
        .select({ id: sql<number>`max(${orders.id})::int` })
        .from(orders)
        .where(eq(orders.owner, 'guest:bulk'));
    const [newest] = await newestBulk();
    const q = `q=${encodeURIComponent(template.email)}&limit=1`;
    const under = await search(q);
    expect(under.total_capped).toBe(false);
    expect(ids(under)).toEqual([newest!.id]);
    await insert(TOTAL_CAP + 1 - under.total!);
    const found = await search(q);
    const [newestNow] = await newestBulk();
    expect([found.total, found.total_capped, ids(found)]).toEqual([TOTAL_CAP, true, [newestNow!.id]]);
    await t.database.db.delete(orders).where(eq(orders.owner, 'guest:bulk'));
  }, 60_000);
});

describe('PATCH /api/admin/orders/{id}', () => {
  it('moves a pickup order through its steps, and the shopper’s history shows each one', async () => {
    const customer = await signInCustomer(t, mail);
    const who: Who = { token: customer.token };
    const order = await paid(who, barId(2), 1, { email: customer.email });

    expect((await move(order.id, 'ready')).statusCode).toBe(409); // no skipping
    const assembling = await move(order.id, 'assembling');
    expect(assembling.statusCode, assembling.body).toBe(200);
    expect((assembling.json() as Order).status).toBe('assembling');
    expect((await move(order.id, 'with_courier')).json().detail).toBe(adminMessages.statusNotAllowed);

    expect((await move(order.id, 'ready')).statusCode).toBe(200);
    const history = (await shop.orders(who)).json() as Order[];
    const shown = history.find((o) => o.id === order.id)!;
    expect(shown.status).toBe('ready');
    expect(shown.is_paid).toBe(true);
    expect(orderStatusLabels[shown.status]).toBe('Готов к выдаче');
    expect((await orderRow(order.id)).statusChangedAt).toEqual(clock.now);
    // The shopper is told where and until when it waits.
    const ready = await mail.latest(customer.email, (m) => m.subject.includes('готов к выдаче'));
    expect(ready.subject).toBe(`Заказ №${order.retailcrm_id} готов к выдаче`);
    const store = (
      (await t.app.inject({ method: 'GET', url: '/api/stores' })).json() as {
        number: number;
        hours: string;
      }[]
    ).find((s) => s.number === order.delivery.shop_number)!;
    expect(ready.text).toContain(order.delivery.shop_name!);
    expect(ready.text).toContain(order.delivery.shop_address!);
    expect(ready.text).toContain(`Часы работы: ${store.hours}`);
    expect(ready.text).toContain('Мы храним заказ 3 дня');

    // One step back after a mistake, then on to the end, which is final.
    expect((await move(order.id, 'assembling')).statusCode).toBe(200);
    expect((await move(order.id, 'ready')).statusCode).toBe(200);
    expect((await move(order.id, 'handed_over')).statusCode).toBe(200);
    for (const status of ['assembling', 'ready', 'handed_over'])
      expect((await move(order.id, status)).statusCode, status).toBe(409);
    expect(((await shop.order(who, order.id)).json() as Order).status).toBe('handed_over');

    const audit = await auditOf(t, `order:${order.id}`);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['order.status', { status: 'paid' }, { status: 'assembling' }],
      ['order.status', { status: 'assembling' }, { status: 'ready' }],
      ['order.status', { status: 'ready' }, { status: 'assembling' }],
      ['order.status', { status: 'assembling' }, { status: 'ready' }],
      ['order.status', { status: 'ready' }, { status: 'handed_over' }],
    ]);
  });

  it('sends a courier order with the courier, never to the pickup counter', async () => {
    const email = uniqueEmail('courier');
    const order = await paid(guest(), barId(3), 1, { ...(await courierForm()), email });
    expect((await move(order.id, 'assembling')).statusCode).toBe(200);
    expect((await move(order.id, 'ready')).statusCode).toBe(409);
    expect((await move(order.id, 'with_courier')).statusCode).toBe(200);
    // The shopper is told it is on its way, on which day and in which slot.
    const onItsWay = await mail.latest(email, (m) => m.subject.includes('передан курьеру'));
    expect(onItsWay.text).toContain('ул. Ленина, 1, кв. 5');
    expect(onItsWay.text).toContain(`${order.delivery.time_from}–${order.delivery.time_to}`);
    expect(
      mail.mails.filter((m) => m.to === email.toLowerCase() && /готов к выдаче/.test(m.subject)),
    ).toEqual([]);
    expect((await move(order.id, 'handed_over')).statusCode).toBe(200);
  });

  it('refuses unpaid, cancelled and unknown orders and statuses that are not steps', async () => {
    const unpaid = (await place(guest(), barId(4), 1)).order;
    const refused = await move(unpaid.id, 'assembling');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(adminMessages.statusNotAllowed);
    expect((await cancel(unpaid.id)).statusCode).toBe(200);
    expect((await move(unpaid.id, 'assembling')).statusCode).toBe(409);

    const unknown = await move(999_999, 'assembling');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(adminMessages.orderNotFound);
    for (const status of ['paid', 'refunded', 'cancelled', 'shipped'])
      expect((await move(unpaid.id, status)).statusCode, status).toBe(422);
  });

  it('takes a step once when two admins click at once', async () => {
    const order = await paid(guest(), barId(5), 1);
    const results = await Promise.all([move(order.id, 'assembling'), move(order.id, 'assembling')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await orderRow(order.id)).status).toBe('assembling');
    expect(await auditOf(t, `order:${order.id}`)).toHaveLength(1);
  });
});
