import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '@shop/shared/admin/dashboard-api';
import { LOW_STOCK_UNITS } from '@shop/shared/catalog/admin-product-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { adminCalls, signInAdmin } from './admin-test-kit.ts';

let t: TestApp;
let mail: MailCatcher;
let shop: TestShop['shop'];
let bars: RegularCard[];
let stop: () => Promise<void>;
const clock = { now: new Date('2026-10-24T09:00:00Z') };

beforeAll(async () => {
  let cards: Card[];
  ({ t, mail, shop, cards, stop } = await startTestShop(clock));
  bars = cards.filter((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars');
});
afterAll(() => stop?.());

const barId = (index: number) => Number(bars[index]!.id);
const at = (iso: string) => {
  clock.now = new Date(iso);
};
const admin = async () => adminCalls(t, (await signInAdmin(t, mail)).token);

async function place(productIndex = 0, quantity = 1) {
  const who = guest();
  expect((await shop.addToCart(who, barId(productIndex), quantity)).statusCode).toBe(200);
  const answer = await shop.placeOrder(who, pickupForm());
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as CreateOrderAnswer;
}
async function paid(productIndex = 0, quantity = 1) {
  const placed = await place(productIndex, quantity);
  expect((await shop.decide(placed.payment_url!, 'succeeded')).statusCode).toBe(200);
  return placed.order;
}
const dashboard = async (): Promise<Dashboard> => {
  const res = await (await admin()).get('/api/admin/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json());
};

describe('GET /api/admin/dashboard', () => {
  it("counts today's orders and money by the Moscow day, and 30 days of revenue with refunds taken off", async () => {
    at('2026-10-24T09:00:00Z');
    await paid(); // 30 days before today: outside the chart
    at('2026-11-21T09:00:00Z');
    const a = await paid(0, 2);
    at('2026-11-22T09:00:00Z');
    const b = await paid(1);
    at('2026-11-22T10:00:00Z');
    await place(); // never paid: lapses
    at('2026-11-22T20:30:00Z'); // 23:30 in Moscow, still the 22nd
    const g = await paid(2);
    at('2026-11-22T21:30:00Z'); // 00:30 in Moscow: the 23rd
    const h = await paid(3);
    at('2026-11-23T09:00:00Z');
    const e = await paid(4, 3);
    at('2026-11-23T10:00:00Z');
    const refund = await (await admin()).post(`/api/admin/orders/${a.id}/cancel`, { reason: 'Возврат' });
    expect(refund.json().status).toBe('refunded');
    at('2026-11-23T10:30:00Z');
    await place(); // unpaid, within its hour
    at('2026-11-23T11:00:00Z');

    const figures = await dashboard();
    expect(figures.today).toEqual({
      orders: 3,
      paid_orders: 2,
      revenue: h.total_amount + e.total_amount - a.total_amount,
    });
    expect(figures.revenue_30d).toHaveLength(30);
    expect(figures.revenue_30d[0]!.date).toBe('2026-10-25');
    expect(figures.revenue_30d.at(-1)!.date).toBe('2026-11-23');
    const nonZero = figures.revenue_30d.filter((day) => day.revenue !== 0 || day.orders !== 0);
    expect(nonZero).toEqual([
      { date: '2026-11-21', revenue: a.total_amount, orders: 1 },
      { date: '2026-11-22', revenue: b.total_amount + g.total_amount, orders: 2 },
      { date: '2026-11-23', revenue: h.total_amount + e.total_amount - a.total_amount, orders: 2 },
    ]);
  });

  it('lists active products whose free units (stock less holds) are at most LOW_STOCK_UNITS, fewest first', async () => {
    const calls = await admin();
    const low = barId(5);
    const enough = barId(6);
    const hidden = barId(1);
    expect(
      (await calls.patch(`/api/admin/products/${low}`, { quantity: LOW_STOCK_UNITS + 2 })).statusCode,
    ).toBe(200);
    expect(
      (await calls.patch(`/api/admin/products/${enough}`, { quantity: LOW_STOCK_UNITS + 1 })).statusCode,
    ).toBe(200);
    expect(
      (await calls.patch(`/api/admin/products/${hidden}`, { quantity: 0, active: false })).statusCode,
    ).toBe(200);
    let stock = (await dashboard()).low_stock;
    expect(stock.map((p) => p.id)).not.toContain(low);
    expect(stock.map((p) => p.id)).not.toContain(enough);
    expect(stock.map((p) => p.id)).not.toContain(hidden);

    // A cart holds 3 of them: 9 left free.
    expect((await shop.addToCart(guest(), low, 3)).statusCode).toBe(200);
    stock = (await dashboard()).low_stock;
    expect(stock.find((p) => p.id === low)).toMatchObject({ available: LOW_STOCK_UNITS - 1 });
    expect(stock.map((p) => p.id)).not.toContain(enough);
    const available = stock.map((p) => p.available);
    expect(available).toEqual([...available].sort((x, y) => x - y));
  });

  it('keeps every day right as the days go by: a day read while it was today shows all it took once over', async () => {
    const day = (figures: Dashboard, date: string) =>
      figures.revenue_30d.find((d) => d.date === date) ?? { date, revenue: 0, orders: 0 };
    at('2027-03-10T09:00:00Z');
    const first = await paid();
    expect(day(await dashboard(), '2027-03-10')).toEqual({
      date: '2027-03-10',
      revenue: first.total_amount,
      orders: 1,
    });
    at('2027-03-10T20:59:00Z'); // 23:59 in Moscow: the same day
    const late = await paid(2);
    at('2027-03-11T09:00:00Z');
    const next = await paid(3);
    let figures = await dashboard();
    expect(day(figures, '2027-03-10')).toMatchObject({ revenue: first.total_amount + late.total_amount });
    expect(day(figures, '2027-03-11')).toMatchObject({ revenue: next.total_amount, orders: 1 });

    // Two days on, the 10th is over for good and the 11th is yesterday; a refund counts on its own day.
    at('2027-03-12T09:00:00Z');
    expect((await dashboard()).today).toEqual({ orders: 0, paid_orders: 0, revenue: 0 });
    const refund = await (await admin()).post(`/api/admin/orders/${next.id}/cancel`, { reason: 'Возврат' });
    expect(refund.json().status).toBe('refunded');
    at('2027-03-13T09:00:00Z');
    figures = await dashboard();
    expect(day(figures, '2027-03-10')).toMatchObject({ orders: 2 });
    expect(day(figures, '2027-03-11')).toMatchObject({ revenue: next.total_amount, orders: 1 });
    expect(day(figures, '2027-03-12')).toMatchObject({ revenue: -next.total_amount, orders: 0 });
  });
});
