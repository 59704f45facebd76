import { dashboardSchema, type Dashboard } from '@shop/shared/admin/dashboard-api';
import { LOW_STOCK_UNITS } from '@shop/shared/catalog/admin-product-api';
import { DAY_MS, lastMoscowDays, moscowDate, moscowDayStart } from '@shop/shared/moscow-time';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { AdminDeps, AdminRoutes } from './admin.ts';
import { availableStock } from '../inventory/inventory.service.ts';
import { ordersPlaced, paidPerDay, refundedPerDay, type DayMoney } from './dashboard.repository.ts';

const CHART_DAYS = 30;

/** GET /api/admin/dashboard: today's orders and money, 30 days of revenue, products running out. */
export const dashboardRoutes: AdminRoutes = (deps) => async (app) => {
  const settled = settledDays(deps.db);
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Today's orders and revenue (Moscow day), revenue per day for 30 days, low stock, gift cards sold and owed",
        response: { 200: dashboardSchema, ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return dashboard(deps, settled);
    },
  );
};

type PerDay = Map<string, DayMoney>;

/**
 * The money of the chart's days before yesterday, read once a day per instance: orders are stamped paid or
 * refunded with the moment it happens, so a day that is over stays as it was (30 days of a busy shop are
 * 75,000 paid orders to sum). Yesterday is read every time with today: a payment begun before midnight
 * may commit after it, and instances' clocks may differ by a moment.
 */
function settledDays(db: AdminDeps['db']) {
  let kept: { until: number; sums: Promise<[PerDay, PerDay]> } | null = null;
  return (from: Date, until: Date): Promise<[PerDay, PerDay]> => {
    if (kept?.until !== until.getTime()) {
      const sums = Promise.all([paidPerDay(db, from, until), refundedPerDay(db, from, until)]);
      kept = { until: until.getTime(), sums };
      // A failed read is not kept: the next request reads again.
      sums.catch(() => {
        if (kept?.sums === sums) kept = null;
      });
    }
    return kept.sums;
  };
}

async function dashboard(
  { db, orders, giftCards, now: clock }: AdminDeps,
  settled: ReturnType<typeof settledDays>,
): Promise<Dashboard> {
  const now = clock();
  // Unpaid orders past their hour are cancelled first, as every list of orders does.
  await orders.expireDue(now);
  const days = lastMoscowDays(now, CHART_DAYS);
  const from = moscowDayStart(days[0]!)!;
  const todayStart = moscowDayStart(moscowDate(now))!;
  const yesterdayStart = new Date(todayStart.getTime() - DAY_MS);
  const before = new Date(todayStart.getTime() + DAY_MS);

  const [[paidBefore, refundedBefore], paidLately, refundedLately, placedToday, lowStock, cards] =
    await Promise.all([
      settled(from, yesterdayStart),
      paidPerDay(db, yesterdayStart, before),
      refundedPerDay(db, yesterdayStart, before),
      ordersPlaced(db, todayStart, before),
      lowOnStock(db, now),
      giftCards.figures(),
    ]);
  const paid = new Map([...paidBefore, ...paidLately]);
  const refunded = new Map([...refundedBefore, ...refundedLately]);
  const revenue_30d = days.map((date) => ({
    date,
    revenue: (paid.get(date)?.amount ?? 0) - (refunded.get(date)?.amount ?? 0),
    orders: paid.get(date)?.orders ?? 0,
  }));
  const today = revenue_30d.at(-1)!;
  return {
    today: { orders: placedToday, paid_orders: today.orders, revenue: today.revenue },
    revenue_30d,
    low_stock: lowStock,
    gift_cards: cards,
  };
}

/** Active products with at most LOW_STOCK_UNITS free units (stock less what carts and unpaid orders hold). */
async function lowOnStock(db: AdminDeps['db'], now: Date): Promise<Dashboard['low_stock']> {
  // One transaction, so stock and holds agree.
  const stock = await db.transaction((tx) => availableStock(tx, now));
  return stock
    .filter((row) => row.available <= LOW_STOCK_UNITS)
    .sort((a, b) => a.available - b.available || a.id - b.id);
}
