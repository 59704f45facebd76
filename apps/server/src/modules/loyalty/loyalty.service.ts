import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import { loyaltyLevelFor, type LoyaltyLevel } from '@shop/shared/rules/loyalty';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { Db, Tx } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../lib/keyset.ts';
import { conflict } from '../../lib/refusals.ts';
import * as repo from './loyalty.repository.ts';

export interface Standing {
  balance: number;
  paidTotal: number;
  level: LoyaltyLevel;
}

interface OrderRef {
  userId: number;
  orderId: number;
  orderNumber: string;
}

/** Which page of the bonus history to read (GET /api/loyalty/). */
export interface HistoryPaging {
  cursor?: string | undefined;
  limit: number;
}

/**
 * The loyalty card (docs/product/loyalty.md#ledger): a ledger of bonus movements with their orders is the
 * only source of the balance and of the paid total the levels count (rules/loyalty.ts). One movement of each
 * kind per order, so nothing is credited, spent or returned twice.
 *
 * `settle` lets the orders module cancel the account's unpaid orders whose hour ran out before anything
 * is read, so their spent bonuses are back in the balance whether or not the sweep has run.
 */
export class LoyaltyService {
  constructor(
    private readonly db: Db,
    private readonly settle: (userId: number) => Promise<void>,
  ) {}

  /** Balance, paid total and level as of now. */
  async standing(userId: number): Promise<Standing> {
    await this.settle(userId);
    return this.standingIn(this.db, userId);
  }

  async standingIn(db: Db | Tx, userId: number): Promise<Standing> {
    const { balance, paid } = await repo.totals(db, userId);
    return { balance, paidTotal: paid, level: loyaltyLevelFor(paid) };
  }

  /**
   * The card with a page of its history, newest first (docs/product/checkout-and-orders.md#paging): after
   * the cursor's movement, or the newest; `next_cursor` names the next page. Without paging: every movement
   * (the personal data export).
   */
  async card(userId: number, paging?: HistoryPaging): Promise<LoyaltyCard> {
    const after = decodeCursor('bonuses', paging?.cursor);
    const standing = await this.standing(userId);
    const read = await repo.history(this.db, userId, {
      after,
      ...(paging ? { read: paging.limit + 1 } : {}),
    });
    const page = paging
      ? pageOf('bonuses', read, paging.limit, (row) => ({ at: row.at, id: row.id }))
      : { rows: read, next: null };
    return {
      balance: standing.balance,
      level: standing.level.name,
      paid_total: standing.paidTotal,
      history: page.rows.map((row) => ({
        id: row.id,
        kind: row.kind as repo.LedgerKind,
        amount: row.amount,
        order_id: row.orderId,
        order_number: row.orderNumber,
        created_at: row.createdAt.toISOString(),
      })),
      next_cursor: page.next,
    };
  }

  /**
   * Spends bonuses on an order (in its transaction). The caller holds the account's cart lock, so two
   * checkouts of one account never spend the same balance; the check after the debit makes sure anyway.
   */
  async spend(tx: Tx, order: OrderRef, amount: number, now: Date): Promise<void> {
    if (amount <= 0) return;
    await repo.record(tx, { ...order, kind: 'spent', amount: -amount, createdAt: now });
    const { balance } = await repo.totals(tx, order.userId);
    // Only a refund taking back cash back at this very moment gets here; the order is refused, not made.
    if (balance < 0) throw conflict(checkoutMessages.bonusesChanged);
  }

  /** Gives back what an order spent (it was cancelled unpaid, or refunded); once per order. */
  async returnSpent(tx: Tx, order: OrderRef, now: Date): Promise<void> {
    const spent = await repo.movementOf(tx, order.orderId, 'spent');
    if (!spent) return;
    await repo.record(tx, { ...order, kind: 'returned', amount: -spent.amount, createdAt: now });
  }

  /**
   * Takes back what a refunded order credited, bonuses and paid money alike; once per order. The balance
   * may go below zero when the cash back has been spent already: the next orders' cash back pays it off.
   */
  async reverseCashBack(tx: Tx, order: OrderRef, now: Date): Promise<void> {
    const credited = await repo.movementOf(tx, order.orderId, 'cash_back');
    if (!credited) return;
    await repo.record(tx, {
      ...order,
      kind: 'cash_back_reversed',
      amount: -credited.amount,
      paid: -credited.paid,
      createdAt: now,
    });
  }

  /** Credits an order's cash back and counts its money towards the level; once per order. */
  async creditPaid(tx: Tx, order: OrderRef, cashBack: number, paid: number, now: Date): Promise<boolean> {
    return repo.record(tx, { ...order, kind: 'cash_back', amount: cashBack, paid, createdAt: now });
  }
}
