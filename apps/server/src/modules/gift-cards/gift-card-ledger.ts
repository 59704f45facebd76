import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { giftCardExpiry, normaliseCode, sendMoment } from '@shop/shared/gift-cards/rules';
import type { Tx } from '../../db/client.ts';
import { conflict, unprocessable } from '../../lib/refusals.ts';
import { codeHash } from './codes.ts';
import * as repo from './gift-cards.repository.ts';

/**
 * A card's money, moved inside the caller's transaction (the order's): every function locks the cards it
 * moves first (in id order), so the balance it reads is the one it changes, and no two transactions can
 * take the same rubles — the ledger's sum never goes below zero.
 */

/** A card being spent: its id, last four characters and the balance read under its lock. */
export interface SpendableCard {
  id: number;
  last4: string;
  balance: number;
}

/** Whether a card with this balance can pay at `now` (one answer for every reason it cannot). */
export const usable = (card: repo.GiftCardRow, balance: number, now: Date): boolean =>
  card.disabledAt === null && card.sentAt !== null && card.expiresAt > now && balance > 0;

/**
 * Locks the cards of `codes` and answers them in the order given, with their balances. A code that is
 * malformed, entered twice, unknown, expired, disabled or empty refuses the whole lot with one message.
 */
export async function lockForSpending(tx: Tx, codes: readonly string[], now: Date): Promise<SpendableCard[]> {
  const normalised = codes.map((code) => normaliseCode(code));
  if (normalised.some((code) => code === null)) throw unprocessable(giftCardMessages.codeFormat);
  if (new Set(normalised).size !== normalised.length) throw unprocessable(giftCardMessages.alreadyApplied);
  const hashes = normalised.map((code) => codeHash(code!));
  const rows = await repo.lockByHashes(tx, hashes);
  const balances = await repo.balances(
    tx,
    rows.map((row) => row.id),
  );
  return hashes.map((hash) => {
    const row = rows.find((candidate) => candidate.codeHash === hash);
    const balance = row ? balances.get(row.id)! : 0;
    if (!row || !usable(row, balance, now)) throw unprocessable(giftCardMessages.unusable);
    return { id: row.id, last4: row.last4!, balance };
  });
}

/** Takes each card's share for the order (cards locked by lockForSpending, shares within their balances). */
export async function spend(
  tx: Tx,
  orderId: number,
  shares: readonly { card: SpendableCard; amount: number }[],
  now: Date,
): Promise<void> {
  for (const { card, amount } of shares) {
    if (amount <= 0) continue;
    if (amount > card.balance) throw new Error(`card ${card.id}: ${amount} ₽ above its balance`);
    await repo.record(tx, { cardId: card.id, kind: 'spent', amount: -amount, orderId, createdAt: now });
  }
}

/**
 * Gives back what an order took from cards (it lapsed, was cancelled or refunded), once per card and
 * order. Money returned to a card that has since been disabled or has expired leaves it at once again, so
 * a dead card never holds money.
 */
export async function returnSpent(tx: Tx, orderId: number, now: Date): Promise<number> {
  const spent = await repo.movementsOfOrder(tx, orderId, 'spent');
  if (spent.length === 0) return 0;
  const cards = await repo.lockCards(
    tx,
    spent.map((row) => row.cardId),
  );
  let returned = 0;
  for (const row of spent) {
    const amount = -row.amount;
    const card = cards.find((candidate) => candidate.id === row.cardId)!;
    if (!(await repo.record(tx, { cardId: card.id, kind: 'returned', amount, orderId, createdAt: now })))
      continue;
    returned += amount;
    const dead = card.disabledAt !== null ? 'disabled' : card.expiresAt <= now ? 'expired' : null;
    if (dead)
      await repo.record(tx, { cardId: card.id, kind: dead, amount: -amount, orderId, createdAt: now });
  }
  return returned;
}

/** A gift card line of a paid order: its cards are issued one per unit. */
export interface CardLine {
  id: number;
  price: number;
  quantity: number;
  recipientEmail: string | null;
  senderName: string | null;
  giftMessage: string | null;
  sendOn: string | null;
}

/**
 * Issues the cards an order bought, once it is paid at `now`: one per unit, valid GIFT_CARD_VALID_MONTHS,
 * due to be mailed at once or on the chosen day. Codes are made when the mail goes out (gift-card-mail.ts).
 */
export async function issue(
  tx: Tx,
  order: { id: number; userId: number | null; email: string },
  lines: readonly CardLine[],
  now: Date,
): Promise<repo.GiftCardRow[]> {
  const cards = await repo.insertCards(
    tx,
    lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        amount: line.price,
        orderId: order.id,
        orderItemId: line.id,
        buyerUserId: order.userId,
        buyerEmail: order.email,
        recipientEmail: line.recipientEmail,
        senderName: line.senderName,
        message: line.giftMessage,
        sendAt: sendMoment(line.sendOn, now),
        expiresAt: giftCardExpiry(now),
        createdAt: now,
      })),
    ),
  );
  for (const card of cards)
    await repo.record(tx, {
      cardId: card.id,
      kind: 'issued',
      amount: card.amount,
      orderId: order.id,
      createdAt: now,
    });
  return cards;
}

/** Why the cards of a purchase being refunded stop working (until the refund is done or fails). */
const REFUND_REASON = 'Деньги за карту возвращены покупателю';

/**
 * Locks the cards an order bought and refuses (409) when one of them has paid for anything (net of what
 * came back). Answers them locked, with their balances.
 */
async function lockUnspentBought(tx: Tx, orderId: number) {
  const ids = (await repo.ofOrders(tx, [orderId])).map((card) => card.id);
  const cards = await repo.lockCards(tx, ids);
  const net = await repo.netSpending(tx, ids);
  if ([...net.values()].some((amount) => amount !== 0)) throw conflict(giftCardMessages.purchaseSpent);
  return { cards, balances: await repo.balances(tx, ids) };
}

/**
 * Before a card purchase's money goes back: its cards stop working (409 when one has paid for anything),
 * without any movement of money yet. `releaseRefundHold` undoes it when the refund does not happen;
 * `disableBought` writes the money off when it does.
 */
export async function holdBoughtForRefund(tx: Tx, orderId: number, now: Date): Promise<void> {
  const { cards } = await lockUnspentBought(tx, orderId);
  for (const card of cards) await repo.markDisabled(tx, card.id, REFUND_REASON, now);
}

/** The refund did not happen: cards held for it work again (those an admin disabled stay so). */
export async function releaseRefundHold(tx: Tx, orderId: number): Promise<void> {
  await repo.releaseDisabled(tx, orderId, REFUND_REASON);
}

/**
 * The refund of an order that bought cards (the order state table's refund): each card is disabled and
 * what it holds leaves it. Refused (409) when one of them has paid for anything.
 */
export async function disableBought(tx: Tx, orderId: number, now: Date): Promise<void> {
  const { cards, balances } = await lockUnspentBought(tx, orderId);
  for (const card of cards)
    await disableLocked(tx, card, balances.get(card.id)!, REFUND_REASON, now, orderId);
}

/** Disables a locked card: it stops working and what it holds leaves it (one ledger row). */
export async function disableLocked(
  tx: Tx,
  card: repo.GiftCardRow,
  balance: number,
  reason: string,
  now: Date,
  orderId: number | null = null,
): Promise<void> {
  await repo.markDisabled(tx, card.id, reason, now);
  if (balance > 0)
    await repo.record(tx, {
      cardId: card.id,
      kind: 'disabled',
      amount: -balance,
      orderId,
      note: reason,
      createdAt: now,
    });
}

/** Writes off what an expired card still holds (the expiry sweep), under its lock. */
export async function expire(tx: Tx, cardId: number, now: Date): Promise<number> {
  const [card] = await repo.lockCards(tx, [cardId]);
  if (!card || card.expiresAt > now) return 0;
  const balance = (await repo.balances(tx, [cardId])).get(cardId)!;
  if (balance <= 0) return 0;
  await repo.record(tx, {
    cardId,
    kind: 'expired',
    amount: -balance,
    note: 'Срок действия истёк',
    createdAt: now,
  });
  return balance;
}
