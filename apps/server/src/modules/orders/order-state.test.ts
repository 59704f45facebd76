import { describe, expect, it } from 'vitest';
import { refusalStatus } from '../../lib/errors.ts';
import { Refusal } from '../../lib/refusals.ts';
import { orderStateTable, type OrderTransition } from './order-state.ts';
import { customer, deliveryFor, mailsTo, placeOrder, snapshot, useKit, walkTo } from './order-state-kit.ts';

/**
 * The whole order state table (order-state.ts), one move at a time: two callers racing for it make it
 * once — one succeeds, the other is refused with 409 — and its effects on stock, bonuses and mail happen
 * once, exactly as the table says. Moves the table does not have: order-state-refusals.test.ts.
 */

// Each test a day on (useKit): earlier holds, unpaid orders, tokens and hourly limits have lapsed.
const kit = useKit();

const ledgerKinds = {
  creditCashBack: 'cash_back',
  reverseCashBack: 'cash_back_reversed',
  returnSpent: 'returned',
} as const;

const stockChange = (row: OrderTransition) => (row.stock === 'take' ? -1 : row.stock === 'return' ? 1 : 0);

const title = (row: OrderTransition) =>
  `${row.kind}: ${row.from} → ${row.to} by ${row.by}${row.delivery ? ` (${row.delivery})` : ''}`;

describe('every move of the order state table', () => {
  it('has one row per (from, to, who, delivery)', () => {
    const keys = orderStateTable.map((row) => [row.from, row.to, row.by, row.delivery ?? '*'].join(' '));
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const row of orderStateTable) {
    it(`${title(row)}: once of two racing callers, its effects once`, async () => {
      const delivery = deliveryFor(row);
      const buyer = await customer(kit);
      const id = await placeOrder(kit, buyer, delivery);
      await walkTo(kit, id, row.from, delivery);
      // A lapse waits for the order's hour to run out.
      if (row.time === 'due') kit.clock.now = new Date(kit.clock.now.getTime() + 61 * 60_000);
      const before = await snapshot(kit, id, buyer.email);
      expect(before.row.status).toBe(row.from);

      const move = () => kit.t.app.services.orders.move(id, row.to, row.by);
      const results = await Promise.allSettled([move(), move()]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(refused.map((err) => err instanceof Refusal && refusalStatus[err.kind])).toEqual([409]);

      await mailsTo(kit, buyer.email, before.mails + (row.mail ? 1 : 0));
      const after = await snapshot(kit, id, buyer.email);
      expect(after.row.status).toBe(row.to);
      for (const stamp of row.stamps) expect(after.row[stamp], stamp).toEqual(kit.clock.now);
      expect(after.stock - before.stock, 'stock').toBe(stockChange(row));
      const added = after.ledger.slice(before.ledger.length).map((movement) => movement.kind);
      expect(added, 'bonus movements').toEqual(row.bonuses.map((movement) => ledgerKinds[movement]));
      expect(after.mails - before.mails, 'mails').toBe(row.mail ? 1 : 0);
    }, 60_000);
  }
});
