import type { Store } from '@shop/shared/content/content-api';
import type {
  AdminGiftCard,
  AdminGiftCardDetail,
  GiftCardBalance,
} from '@shop/shared/gift-cards/gift-card-api';
import {
  giftCardMessages,
  type GiftCardLedgerKind,
  type GiftCardState,
} from '@shop/shared/gift-cards/messages';
import { normaliseCode } from '@shop/shared/gift-cards/rules';
import type { BoughtGiftCard } from '@shop/shared/orders/order-api';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { cappedTotal, decodeCursor, pageOf } from '../../lib/keyset.ts';
import { conflict, notFound, tooManyRequests, unprocessable } from '../../lib/refusals.ts';
import { codeHash, newCode } from './codes.ts';
import { giftCardMail } from './gift-card-mail.ts';
import { countTry, giftCardLimits, refuseSpent, type Guesser } from './gift-card-limits.ts';
import * as ledger from './gift-card-ledger.ts';
import * as repo from './gift-cards.repository.ts';

export interface GiftCardsDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The shop's stores, named in every card's mail. */
  stores: () => Promise<Store[]>;
  publicUrl: string;
  now: () => Date;
  log: { error: (err: unknown, message: string) => void };
}

/** How long an instance keeps a card it is mailing before another may try (a crash mid-send). */
const CLAIM_MS = 5 * 60_000;
/** Cards claimed at a time, and batches one sweep mails at most (1 000 cards a minute). */
const SEND_BATCH = 50;
const SEND_ROUNDS = 20;

/** A card's state from its row and balance. */
export function stateOf(card: repo.GiftCardRow, balance: number, now: Date): GiftCardState {
  if (card.disabledAt) return 'disabled';
  if (card.expiresAt <= now) return 'expired';
  if (!card.sentAt) return 'scheduled';
  return balance > 0 ? 'sent' : 'spent';
}

/**
 * Gift cards (docs/product/gift-cards.md): checking a card by its code within the limits, mailing cards
 * when due (once, with several instances) and again on request, what orders bought and spent, and the
 * admin's search, ledger, disabling and figures. Money moves in the orders' transactions
 * (gift-card-ledger.ts).
 */
export class GiftCardsService {
  constructor(private readonly deps: GiftCardsDeps) {}

  /** A live card's balance by its code; one generic refusal for anything else; tries are limited. */
  async check(code: string, who: Guesser): Promise<GiftCardBalance> {
    const { db, limiter, now: clock } = this.deps;
    const now = clock();
    await countTry(limiter, who, now);
    const normalised = normaliseCode(code);
    if (!normalised) throw unprocessable(giftCardMessages.codeFormat);
    const card = await repo.byHash(db, codeHash(normalised));
    if (!card || !ledger.usable(card, card.balance, now)) throw unprocessable(giftCardMessages.unusable);
    return {
      last4: card.last4!,
      amount: card.amount,
      balance: card.balance,
      expires_at: card.expiresAt.toISOString(),
    };
  }

  /**
   * Checks the codes an order is to be paid with before its transaction (which locks and checks them
   * again): a refused code counts as a try, and a client out of tries is refused before anything is read.
   */
  async precheck(codes: readonly string[], who: Guesser): Promise<void> {
    if (codes.length === 0) return;
    const { db, limiter, now: clock } = this.deps;
    const now = clock();
    await refuseSpent(limiter, who, now);
    try {
      await db.transaction((tx) => ledger.lockForSpending(tx, codes, now));
    } catch (err) {
      await countTry(limiter, who, now);
      throw err;
    }
  }

  /**
   * Mails every card that is due and that no other instance is mailing: each is claimed by one guarded
   * UPDATE (gift-cards.repository.ts claimDue), gets its code, is mailed, and marked sent. A mail that
   * fails frees the card for the next sweep (a new code then: nobody has seen this one).
   */
  async sendDue(): Promise<number> {
    const { db, now: clock } = this.deps;
    let sent = 0;
    // Batch after batch (a morning of cards chosen for one day), until one comes back short or a mail
    // fails (mail is down: the rest waits for the next sweep).
    for (let round = 0; round < SEND_ROUNDS; round += 1) {
      const now = clock();
      const claimed = await repo.claimDue(db, now, new Date(now.getTime() + CLAIM_MS), SEND_BATCH);
      let failed = false;
      for (const card of claimed) {
        if (await this.mail(card, false)) sent += 1;
        else failed = true;
      }
      if (failed || claimed.length < SEND_BATCH) break;
    }
    return sent;
  }

  /**
   * Mails a sent card again to the same address with a new code (the old one stops working): the buyer
   * from the order page (`limited`: a few times a day) or an admin. 409 before its first mail.
   */
  async resend(cardId: number, { limited }: { limited: boolean }): Promise<void> {
    const { db, limiter, now: clock } = this.deps;
    const now = clock();
    const card = await repo.byId(db, cardId);
    if (!card) throw notFound(giftCardMessages.notFound);
    if (card.disabledAt) throw conflict(giftCardMessages.cardDisabled);
    if (!card.sentAt) throw conflict(giftCardMessages.notSentYet);
    if (limited) {
      const rule = giftCardLimits.resendsPerCard;
      const hit = await limiter.hit(`gift-card-resend:${cardId}`, rule.limit, rule.windowMs, now);
      if (!hit.allowed) throw tooManyRequests(giftCardMessages.resendTooOften, hit.retryAfter);
    }
    const claimed = await repo.claimOne(db, cardId, now, new Date(now.getTime() + CLAIM_MS));
    if (!claimed) throw conflict(giftCardMessages.resendTooOften);
    if (!(await this.mail(claimed, true))) throw conflict('Письмо не отправлено: попробуйте ещё раз позже');
  }

  /** Writes off what expired cards still hold (a sweep; readers treat them as unusable anyway). */
  async expireDue(): Promise<void> {
    const { db, now: clock } = this.deps;
    const now = clock();
    for (const id of await repo.expiredWithMoney(db, now, 100))
      await db.transaction((tx) => ledger.expire(tx, id, now));
  }

  /**
   * What orders bought (cards with their state) and what cards paid of them (of `spentOn`, by default all
   * of them: a caller that knows which spent on cards saves the read for the others).
   */
  async ofOrders(
    orderIds: readonly number[],
    spentOn: readonly number[] = orderIds,
  ): Promise<{
    bought: Map<number, BoughtGiftCard[]>;
    paidWith: Map<number, { last4: string; amount: number }[]>;
  }> {
    const { db, now: clock } = this.deps;
    const now = clock();
    const [cards, spent] = await Promise.all([repo.ofOrders(db, orderIds), repo.spentOn(db, spentOn)]);
    const bought = new Map<number, BoughtGiftCard[]>();
    for (const card of cards) {
      const list = bought.get(card.orderId) ?? [];
      list.push({
        id: card.id,
        amount: card.amount,
        balance: card.balance,
        last4: card.last4,
        recipient_email: card.recipientEmail,
        sender_name: card.senderName,
        send_at: card.sendAt.toISOString(),
        sent_at: card.sentAt?.toISOString() ?? null,
        expires_at: card.expiresAt.toISOString(),
        state: stateOf(card, card.balance, now),
      });
      bought.set(card.orderId, list);
    }
    const paidWith = new Map<number, { last4: string; amount: number }[]>();
    for (const row of spent) {
      const list = paidWith.get(row.orderId!) ?? [];
      list.push({ last4: row.last4 ?? '', amount: -row.amount });
      paidWith.set(row.orderId!, list);
    }
    return { bought, paidWith };
  }

  /** The card an order bought, or undefined (the buyer's resend checks the order is theirs first). */
  async boughtBy(orderId: number, cardId: number): Promise<repo.CardWithBalance | undefined> {
    const card = await repo.byId(this.deps.db, cardId);
    return card?.orderId === orderId ? card : undefined;
  }

  /** The order that bought the first card spent on an order (null when no card paid for it). */
  purchaseOfFirstSpent(orderId: number): Promise<number | null> {
    return repo.purchaseOfFirstSpent(this.deps.db, orderId);
  }

  async search(q: string | undefined, paging: { cursor?: string | undefined; limit: number }) {
    const { db, now: clock } = this.deps;
    const after = decodeCursor('giftCards', paging.cursor);
    const now = clock();
    const [{ rows, counted }, owed] = await Promise.all([
      repo.search(db, q, { after, read: paging.limit + 1 }),
      repo.outstanding(db, now),
    ]);
    const page = pageOf('giftCards', rows, paging.limit, (row) => ({ id: row.id }));
    return {
      cards: page.rows.map((row) => adminCard(row, String(row.orderNumber), now)),
      ...(counted === null ? { total: null, total_capped: false } : cappedTotal(counted)),
      next_cursor: page.next,
      outstanding: owed,
    };
  }

  async detail(id: number): Promise<AdminGiftCardDetail> {
    const { db, now: clock } = this.deps;
    const card = await repo.byId(db, id);
    if (!card) throw notFound(giftCardMessages.notFound);
    const rows = await repo.ledgerOf(db, id);
    const purchase = rows.find((row) => row.row.kind === 'issued');
    return {
      ...adminCard(card, String(purchase?.orderNumber ?? ''), clock()),
      message: card.message,
      disabled_reason: card.disabledReason,
      ledger: rows.map(({ row, orderNumber }) => ({
        id: row.id,
        kind: row.kind as GiftCardLedgerKind,
        amount: row.amount,
        order_id: row.orderId,
        order_number: orderNumber === null ? null : String(orderNumber),
        note: row.note,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  /** Disables a card (lost, stolen): it stops working and what it holds leaves it. `record` audits it. */
  async disable(
    id: number,
    reason: string,
    record: (tx: Tx, card: repo.GiftCardRow) => Promise<void>,
  ): Promise<AdminGiftCardDetail> {
    const { db, now: clock } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      const [card] = await repo.lockCards(tx, [id]);
      if (!card) throw notFound(giftCardMessages.notFound);
      if (card.disabledAt) throw conflict(giftCardMessages.cardDisabled);
      const balance = (await repo.balances(tx, [id])).get(id)!;
      await ledger.disableLocked(tx, card, balance, reason, now);
      await record(tx, card);
    });
    return this.detail(id);
  }

  /** Cards sold in the last 30 days and what live cards hold (the dashboard). */
  async figures(): Promise<{ sold_30d: number; sold_amount_30d: number; outstanding: number }> {
    const { db, now: clock } = this.deps;
    const now = clock();
    const [sold, owed] = await Promise.all([
      repo.soldSince(db, new Date(now.getTime() - 30 * 24 * 60 * 60_000)),
      repo.outstanding(db, now),
    ]);
    return { sold_30d: sold.count, sold_amount_30d: sold.amount, outstanding: owed };
  }

  /**
   * Gives a claimed card a new code, mails it, marks it sent. The code's hash is stored before the mail
   * goes: a crash after sending leaves a card that the next sweep mails again with another code, never
   * one whose mailed code is unknown to the shop. A mail that fails leaves the card due again (its new
   * code reached nobody), so the sweep mails it once mail works.
   */
  private async mail(card: repo.GiftCardRow, resent: boolean): Promise<boolean> {
    const { db, mailer, stores, publicUrl, now, log } = this.deps;
    const code = newCode();
    try {
      await repo.setCode(db, card.id, codeHash(code), code.slice(-4));
      await mailer.send(giftCardMail(card, code, { stores: await stores(), publicUrl, resent }));
      await repo.markSent(db, card.id, now());
      return true;
    } catch (err) {
      log.error(err, 'gift card mail');
      await repo
        .releaseUnsent(db, card.id)
        .catch((release: unknown) => log.error(release, 'gift card claim'));
      return false;
    }
  }
}

function adminCard(card: repo.CardWithBalance, orderNumber: string, now: Date): AdminGiftCard {
  return {
    id: card.id,
    last4: card.last4,
    amount: card.amount,
    balance: card.balance,
    state: stateOf(card, card.balance, now),
    order_id: card.orderId,
    order_number: orderNumber,
    buyer_email: card.buyerEmail,
    recipient_email: card.recipientEmail,
    sender_name: card.senderName,
    send_at: card.sendAt.toISOString(),
    sent_at: card.sentAt?.toISOString() ?? null,
    expires_at: card.expiresAt.toISOString(),
    disabled_at: card.disabledAt?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
  };
}
