import { describe, expect, it } from 'vitest';
import { orderActors, orderStatuses, type OrderActor, type OrderStatus } from '@shop/shared/orders/status';
import { refusalStatus } from '../../lib/errors.ts';
import { Refusal } from '../../lib/refusals.ts';
import { orderStateTable } from './order-state.ts';
import {
  customer,
  mailsTo,
  pathTo,
  placeOrder,
  snapshot,
  useKit,
  walkTo,
  type Delivery,
} from './order-state-kit.ts';

/**
 * Every (from, to, who) the order state table (order-state.ts) does not have — for pickup and courier
 * orders, and for unpaid ones within and past their hour — is refused with 409 and changes nothing: not
 * the order, its stock, its bonuses, nor anyone's mail. The moves it has: order-state.test.ts.
 */

// Each test a day on (useKit): earlier holds, unpaid orders, tokens and hourly limits have lapsed.
const kit = useKit();

interface Subject {
  id: number;
  email: string;
  delivery: Delivery;
  /** Past its hour (an unpaid order only). */
  due: boolean;
}

/** Whether the table lets `by` move this order to `to` now (read from the table's data alone). */
const allowed = (from: OrderStatus, subject: Subject, to: OrderStatus, by: OrderActor) =>
  orderStateTable.some(
    (row) =>
      row.from === from &&
      row.to === to &&
      row.by === by &&
      (row.delivery === undefined || row.delivery === subject.delivery) &&
      (row.time === undefined || (row.time === 'due') === subject.due),
  );

async function subjects(from: OrderStatus): Promise<Subject[]> {
  const made: Subject[] = [];
  const make = async (delivery: Delivery, due: boolean) => {
    const buyer = await customer(kit);
    const id = await placeOrder(kit, buyer, delivery);
    await walkTo(kit, id, from, delivery);
    made.push({ id, email: buyer.email, delivery, due });
  };
  if (from !== 'awaiting_payment') {
    // Each delivery that reaches the status (a pickup order is never with the courier).
    for (const delivery of ['pickup', 'courier'] as const)
      if (pathTo(from, delivery)) await make(delivery, false);
    return made;
  }
  for (const delivery of ['pickup', 'courier'] as const) await make(delivery, true);
  kit.clock.now = new Date(kit.clock.now.getTime() + 61 * 60_000);
  for (const delivery of ['pickup', 'courier'] as const) await make(delivery, false);
  return made;
}

describe('a move the order state table does not have', () => {
  for (const from of orderStatuses) {
    it(`from ${from}: 409, nothing changed`, async () => {
      let refusedMoves = 0;
      for (const subject of await subjects(from)) {
        const before = await snapshot(kit, subject.id, subject.email);
        expect(before.row.status).toBe(from);
        for (const to of orderStatuses) {
          for (const by of orderActors) {
            if (allowed(from, subject, to, by)) continue;
            const refused = await kit.t.app.services.orders.move(subject.id, to, by).then(
              () => null,
              (err: unknown) => err,
            );
            const what = `${subject.delivery}${subject.due ? ', due' : ''} ${from} → ${to} by ${by}`;
            expect(refused instanceof Refusal && refusalStatus[refused.kind], what).toBe(409);
            refusedMoves += 1;
          }
        }
        await mailsTo(kit, subject.email, before.mails);
        expect(await snapshot(kit, subject.id, subject.email)).toEqual(before);
      }
      expect(refusedMoves).toBeGreaterThan(0);
      // Up to four customers with orders walked along the table, then ~190 moves.
    }, 90_000);
  }
});
