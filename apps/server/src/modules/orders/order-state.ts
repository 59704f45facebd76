import { adminMessages } from '@shop/shared/admin/messages';
import type { DeliveryType } from '@shop/shared/rules/order-totals';
import {
  moveFits,
  orderMoves,
  type OrderActor,
  type OrderMove,
  type OrderMoveKind,
  type OrderStatus,
} from '@shop/shared/orders/status';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/refusals.ts';
import * as giftCardLedger from '../gift-cards/gift-card-ledger.ts';
import * as inventory from '../inventory/inventory.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { ledgerRef } from './order-view.ts';
import * as repo from './orders.repository.ts';

/** What a move does besides changing the status. */
export interface MoveEffects {
  /** The timestamps it writes. */
  stamps: readonly repo.StatusStamp[];
  /** When it may happen by the order's payment time: `live` before pay_until, `due` from then on. */
  time?: 'live' | 'due';
  /**
   * Stock (the inventory module): `take` the units off the shelves for good, `return` them; `release`:
   * the reservation ends with the status (only unpaid orders within their hour are counted); null: none.
   */
  stock: 'take' | 'return' | 'release' | null;
  /** Bonus-ledger movements of an account's order, in this order (each at most once per order). */
  bonuses: readonly ('creditCashBack' | 'reverseCashBack' | 'returnSpent')[];
  /**
   * Gift cards (gift-card-ledger.ts): `issue` the cards the order bought; `return` what cards paid of it
   * to them; `refund`: that, and the cards it bought are disabled (refused, 409, when one has paid for
   * anything). Each at most once per order.
   */
  giftCards: 'issue' | 'return' | 'refund' | null;
  /**
   * The shopper's mail once committed; `limited`: to an e-mail nobody proved only within
   * unproven-mail.ts's limits (mails about money always go).
   */
  mail: {
    kind: 'paid' | 'cancelled' | 'cancelled_by_shop' | 'refunded' | 'ready' | 'with_courier';
    limited: boolean;
  } | null;
}

const effects: Record<OrderMoveKind, MoveEffects> = {
  pay: {
    stamps: ['paidAt'],
    time: 'live',
    stock: 'take',
    bonuses: ['creditCashBack'],
    giftCards: 'issue',
    mail: { kind: 'paid', limited: false },
  },
  // Its stock stopped counting when its hour ran out, whether or not anyone was looking.
  lapse: {
    stamps: ['cancelledAt'],
    time: 'due',
    stock: 'release',
    bonuses: ['returnSpent'],
    giftCards: 'return',
    mail: { kind: 'cancelled', limited: true },
  },
  cancel: {
    stamps: ['cancelledAt', 'statusChangedAt'],
    stock: 'release',
    bonuses: ['returnSpent'],
    giftCards: 'return',
    mail: { kind: 'cancelled_by_shop', limited: false },
  },
  step: { stamps: ['statusChangedAt'], stock: null, bonuses: [], giftCards: null, mail: null },
  step_back: { stamps: ['statusChangedAt'], stock: null, bonuses: [], giftCards: null, mail: null },
  // The money went back through the provider before (OrdersService.refund).
  refund: {
    stamps: ['refundedAt'],
    stock: 'return',
    bonuses: ['reverseCashBack', 'returnSpent'],
    giftCards: 'refund',
    mail: { kind: 'refunded', limited: false },
  },
};

export type OrderTransition = OrderMove & MoveEffects;

/**
 * The steps that ask something of the shopper are mailed: 'ready' (come to the store) and 'with_courier'
 * (be in for the slot); assembling and handing over are not.
 */
const stepMails = {
  ready: { kind: 'ready', limited: false },
  with_courier: { kind: 'with_courier', limited: false },
} as const satisfies Partial<Record<OrderStatus, MoveEffects['mail']>>;

/**
 * The order state machine (docs/decisions/0010): every allowed move of an order — from, to, who makes it
 * (@shop/shared/orders/status) — with what it does to stock, bonuses and mail. Nothing else changes an
 * order's status: `moveOrder` and `lapseDue` apply these rows and only these.
 */
export const orderStateTable: readonly OrderTransition[] = orderMoves.map((move) => ({
  ...move,
  ...effects[move.kind],
  ...(move.kind === 'step' && move.to in stepMails
    ? { mail: stepMails[move.to as keyof typeof stepMails] }
    : {}),
}));

type Movable = Pick<repo.OrderRow, 'status' | 'deliveryType' | 'payUntil'>;

/** The transition `by` may make of `order` to `to` at `now`; undefined when the table has none. */
export function transitionOf(
  order: Movable,
  to: OrderStatus,
  by: OrderActor,
  now: Date,
): OrderTransition | undefined {
  return orderStateTable.find(
    (row) =>
      row.from === order.status &&
      row.to === to &&
      row.by === by &&
      moveFits(row, order.deliveryType as DeliveryType) &&
      (row.time === undefined || (row.time === 'live') === order.payUntil > now),
  );
}

/**
 * Moves `order` (as the caller read or locked it) to `to` on behalf of `by`, in the caller's transaction:
 * a move the table does not have, or one another caller made first (the guarded UPDATE finds the order
 * moved on), is refused with 409 `refusal` and changes nothing; otherwise the status, its stamps, stock
 * and bonuses change together. Answers the row as it now stands; the caller mails after commit
 * (`transition.mail`).
 */
export async function moveOrder(
  tx: Tx,
  loyalty: LoyaltyService,
  order: repo.OrderRow,
  move: { to: OrderStatus; by: OrderActor; now: Date; refusal?: string },
): Promise<{ row: repo.OrderRow; transition: OrderTransition }> {
  const { to, by, now, refusal = adminMessages.statusNotAllowed } = move;
  const transition = transitionOf(order, to, by, now);
  if (!transition) throw conflict(refusal);
  const [row] = await repo.moveStatus(tx, { id: order.id }, transition.from, to, transition.stamps, now);
  if (!row) throw conflict(refusal);
  await applyEffects(tx, loyalty, transition, row, now);
  return { row, transition };
}

/** The payment row of the table. */
export const pay = orderStateTable.find((row) => row.kind === 'pay')!;

/** The lapse row of the table: unpaid orders whose time has run out, cancelled by the system. */
export const lapse = orderStateTable.find((row) => row.kind === 'lapse')!;

/**
 * Lapses every unpaid order due at `now` (one owner's, or all for the sweep) with one guarded UPDATE —
 * each once, however many readers and instances race — and applies the lapse's effects to each.
 */
export async function lapseDue(
  tx: Tx,
  loyalty: LoyaltyService,
  now: Date,
  owner?: string,
): Promise<repo.OrderRow[]> {
  const rows = await repo.moveStatus(tx, { due: now, owner }, lapse.from, lapse.to, lapse.stamps, now);
  for (const row of rows) await applyEffects(tx, loyalty, lapse, row, now);
  return rows;
}

async function applyEffects(
  tx: Tx,
  loyalty: LoyaltyService,
  transition: OrderTransition,
  order: repo.OrderRow,
  now: Date,
): Promise<void> {
  if (transition.stock === 'take') await inventory.takeForPaidOrder(tx, order.id);
  if (transition.stock === 'return') await inventory.returnForRefundedOrder(tx, order.id);
  if (transition.giftCards === 'issue') await issueGiftCards(tx, order, now);
  if (transition.giftCards === 'refund') await giftCardLedger.disableBought(tx, order.id, now);
  if (transition.giftCards === 'return' || transition.giftCards === 'refund')
    await giftCardLedger.returnSpent(tx, order.id, now);
  if (order.userId === null) return;
  const ref = ledgerRef(order, order.userId);
  for (const movement of transition.bonuses) {
    if (movement === 'creditCashBack')
      await loyalty.creditPaid(tx, ref, order.cashBack, order.totalAmount, now);
    else if (movement === 'reverseCashBack') await loyalty.reverseCashBack(tx, ref, now);
    else await loyalty.returnSpent(tx, ref, now);
  }
}

/** The cards a paid order bought, one per unit of its gift card lines. */
async function issueGiftCards(tx: Tx, order: repo.OrderRow, now: Date): Promise<void> {
  const lines = (await repo.itemsOf(tx, [order.id])).filter((item) => item.kind === 'gift_card');
  if (lines.length > 0) await giftCardLedger.issue(tx, order, lines, now);
}
