import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach } from 'vitest';
import type { RegularCard } from '@shop/shared/rules/cards';
import { orders as ordersTable } from '../../db/schema.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { latestAdmin } from './admin-test-kit.ts';

/**
 * What the admin's order tests (orders-admin.test.ts, orders-admin-cancel.test.ts) share: a test shop of their
 * own (useTestShop) whose clock moves a day on before each test, so every hold and unpaid order of the test
 * before has lapsed, with an admin signed in then; the snacks they order and the admin's calls on orders.
 */
export function useOrdersAdminShop(clock: { now: Date }, env: Record<string, string> = {}) {
  const suite = useTestShop(clock, env);
  const { t, mail, cards } = suite;
  // Bars and brownies: regular products with plenty of stock, one per test where stock is counted.
  const snacks: RegularCard[] = [];
  beforeAll(() => {
    snacks.push(
      ...cards.filter(
        (c): c is RegularCard =>
          c.kind === 'regular' && (c.subcategoryType === 'Bars' || c.subcategoryType === 'Brownie'),
      ),
    );
  });
  const { admin, signInAgain } = latestAdmin(t, mail);

  /** Sets the clock, with an admin signed in now. */
  async function setClock(now: Date) {
    clock.now = now;
    await signInAgain();
  }
  beforeEach(async () => {
    // A day on (every hold and unpaid order of the test before has lapsed), with an admin signed in now.
    await setClock(new Date(clock.now.getTime() + 24 * 60 * 60_000));
  });

  const barId = (index: number) => Number(snacks[index]!.id);
  const orderRow = async (id: number) =>
    (await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, id)))[0]!;
  const move = (id: number, status: string) => admin.patch(`/api/admin/orders/${id}`, { status });
  const cancel = (id: number, reason = 'Покупатель передумал') =>
    admin.post(`/api/admin/orders/${id}/cancel`, { reason });

  return { ...suite, snacks, admin, setClock, barId, orderRow, move, cancel };
}
