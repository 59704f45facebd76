import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { COUNT_UP_TO, type Key } from '../../lib/keyset.ts';
import { giftCardLedger, giftCards, orders } from '../../db/schema.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type LedgerRow = typeof giftCardLedger.$inferSelect;
export type LedgerKind = 'issued' | 'spent' | 'returned' | 'expired' | 'disabled';

/** Σ ledger of a card, as a SQL expression correlated to `gift_cards`. */
const balanceOf = sql<number>`(select coalesce(sum(l.amount), 0)::int from gift_card_ledger l where l.card_id = "gift_cards"."id")`;

export type CardWithBalance = GiftCardRow & { balance: number };

const withBalance = { card: giftCards, balance: balanceOf };
const flatten = (rows: { card: GiftCardRow; balance: number }[]): CardWithBalance[] =>
  rows.map((row) => ({ ...row.card, balance: Number(row.balance) }));

export async function insertCards(tx: Tx, cards: NewGiftCard[]): Promise<GiftCardRow[]> {
  return cards.length === 0 ? [] : tx.insert(giftCards).values(cards).returning();
}

/** Cards by code hash, locked (in id order, so two checkouts spending the same cards never deadlock). */
export async function lockByHashes(tx: Tx, hashes: readonly string[]): Promise<GiftCardRow[]> {
  if (hashes.length === 0) return [];
  return tx
    .select()
    .from(giftCards)
    .where(inArray(giftCards.codeHash, [...hashes]))
    .orderBy(asc(giftCards.id))
    .for('update');
}

export async function lockCards(tx: Tx, ids: readonly number[]): Promise<GiftCardRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]))
    .orderBy(asc(giftCards.id))
    .for('update');
}

export async function byHash(db: Db | Tx, hash: string): Promise<CardWithBalance | undefined> {
  return flatten(await db.select(withBalance).from(giftCards).where(eq(giftCards.codeHash, hash)))[0];
}

export async function byId(db: Db | Tx, id: number): Promise<CardWithBalance | undefined> {
  return flatten(await db.select(withBalance).from(giftCards).where(eq(giftCards.id, id)))[0];
}

export async function ofOrders(db: Db | Tx, orderIds: readonly number[]): Promise<CardWithBalance[]> {
  if (orderIds.length === 0) return [];
  return flatten(
    await db
      .select(withBalance)
      .from(giftCards)
      .where(inArray(giftCards.orderId, [...orderIds]))
      .orderBy(asc(giftCards.id)),
  );
}

/** Balances of cards (0 for a card without movements). */
export async function balances(db: Db | Tx, ids: readonly number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({ cardId: giftCardLedger.cardId, balance: sql<number>`sum(${giftCardLedger.amount})::int` })
    .from(giftCardLedger)
    .where(inArray(giftCardLedger.cardId, [...ids]))
    .groupBy(giftCardLedger.cardId);
  for (const row of rows) map.set(row.cardId, Number(row.balance));
  return map;
}

/** Records a movement; false when one of its kind for that card and order (or, once-kinds, card) exists. */
export async function record(
  tx: Tx,
  movement: {
    cardId: number;
    kind: LedgerKind;
    amount: number;
    orderId?: number | null;
    note?: string | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(giftCardLedger)
    .values({ orderId: null, note: null, ...movement })
    .onConflictDoNothing()
    .returning({ id: giftCardLedger.id });
  return rows.length > 0;
}

/** The movements of a kind an order made on cards (e.g. what it spent). */
export async function movementsOfOrder(tx: Tx, orderId: number, kind: LedgerKind): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, kind)))
    .orderBy(asc(giftCardLedger.id));
}

/** What each order spent on cards, with the cards' last four characters. */
export async function spentOn(db: Db | Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: giftCardLedger.orderId, last4: giftCards.last4, amount: giftCardLedger.amount })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.cardId))
    .where(and(inArray(giftCardLedger.orderId, [...orderIds]), eq(giftCardLedger.kind, 'spent')))
    .orderBy(asc(giftCardLedger.id));
}

export async function ledgerOf(db: Db | Tx, cardId: number) {
  return db
    .select({ row: giftCardLedger, orderNumber: orders.number })
    .from(giftCardLedger)
    .leftJoin(orders, eq(orders.id, giftCardLedger.orderId))
    .where(eq(giftCardLedger.cardId, cardId))
    .orderBy(asc(giftCardLedger.id));
}

/**
 * Claims up to `limit` cards whose mail is due and that no instance is sending (or whose sender's claim
 * ran out: it crashed): one guarded UPDATE, so with several instances each card is claimed by one.
 */
export async function claimDue(db: Db, now: Date, claimUntil: Date, limit: number): Promise<GiftCardRow[]> {
  const due = db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        isNull(giftCards.sentAt),
        isNull(giftCards.disabledAt),
        lte(giftCards.sendAt, now),
        gt(giftCards.expiresAt, now),
        or(isNull(giftCards.sendingUntil), lte(giftCards.sendingUntil, now)),
      ),
    )
    .orderBy(asc(giftCards.sendAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(giftCards)
    .set({ sendingUntil: claimUntil })
    .where(
      and(
        inArray(giftCards.id, due),
        isNull(giftCards.sentAt),
        or(isNull(giftCards.sendingUntil), lte(giftCards.sendingUntil, now)),
      ),
    )
    .returning();
}

/** Claims one card for a resend (not while another send holds it). */
export async function claimOne(
  db: Db,
  id: number,
  now: Date,
  claimUntil: Date,
): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .update(giftCards)
    .set({ sendingUntil: claimUntil })
    .where(
      and(
        eq(giftCards.id, id),
        isNull(giftCards.disabledAt),
        or(isNull(giftCards.sendingUntil), lte(giftCards.sendingUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** A claimed card's new code, written before its mail goes out. */
export async function setCode(db: Db, id: number, hash: string, last4: string): Promise<void> {
  await db.update(giftCards).set({ codeHash: hash, last4 }).where(eq(giftCards.id, id));
}

export async function markSent(db: Db, id: number, now: Date): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .update(giftCards)
    .set({ sentAt: now, sendingUntil: null, sends: sql`${giftCards.sends} + 1` })
    .where(eq(giftCards.id, id))
    .returning();
  return row;
}

/**
 * A card whose mail failed: free for the next sweep, and due again — its new code reached nobody, so
 * it counts as not sent (a resend that failed is retried by the sweep like a first mail).
 */
export async function releaseUnsent(db: Db, id: number): Promise<void> {
  await db.update(giftCards).set({ sendingUntil: null, sentAt: null }).where(eq(giftCards.id, id));
}

export async function markDisabled(tx: Tx, id: number, reason: string, now: Date): Promise<void> {
  await tx
    .update(giftCards)
    .set({ disabledAt: now, disabledReason: reason })
    .where(and(eq(giftCards.id, id), isNull(giftCards.disabledAt)));
}

/**
 * Makes the cards of an order disabled for `reason` work again, unless money has left them since (a
 * 'disabled' movement): a hold for a refund that did not happen.
 */
export async function releaseDisabled(tx: Tx, orderId: number, reason: string): Promise<void> {
  await tx
    .update(giftCards)
    .set({ disabledAt: null, disabledReason: null })
    .where(
      and(
        eq(giftCards.orderId, orderId),
        eq(giftCards.disabledReason, reason),
        sql`not exists (select 1 from gift_card_ledger l where l.card_id = "gift_cards"."id" and l.kind = 'disabled')`,
      ),
    );
}

/** Cards past their expiry that still hold money (ids), for the expiry sweep. */
export async function expiredWithMoney(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(lte(giftCards.expiresAt, now), gt(balanceOf, 0)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Admin search: by last four characters, buyer's or recipient's e-mail, or order number; newest first
 * (keyset on the id), `read` rows after `after`. The first page (no `after`) also counts the matching cards
 * up to COUNT_UP_TO.
 */
export async function search(db: Db, q: string | undefined, page: { after?: Key | undefined; read: number }) {
  const term = q?.trim() ?? '';
  let where: SQL | undefined;
  if (term) {
    const lower = term.toLowerCase();
    const upper = term.toUpperCase().replace(/^[•\s]+/, '');
    const number = /^\d+$/.test(term) ? Number(term) : null;
    where = or(
      eq(giftCards.last4, upper),
      eq(giftCards.buyerEmail, lower),
      eq(giftCards.recipientEmail, lower),
      ...(number !== null && number <= 2_147_483_647 ? [eq(orders.number, number)] : []),
    );
  }
  const capped = db
    .select({ id: giftCards.id })
    .from(giftCards)
    .innerJoin(orders, eq(orders.id, giftCards.orderId))
    .where(where)
    .limit(COUNT_UP_TO)
    .as('capped');
  const [rows, count] = await Promise.all([
    db
      .select({ ...withBalance, orderNumber: orders.number })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(and(where, page.after ? lt(giftCards.id, page.after.id) : undefined))
      .orderBy(desc(giftCards.id))
      .limit(page.read),
    page.after ? null : db.select({ n: sql<number>`count(*)::int` }).from(capped),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.card, balance: Number(row.balance), orderNumber: row.orderNumber })),
    counted: count ? Number(count[0]?.n ?? 0) : null,
  };
}

/** Σ balances of live cards (not disabled, not expired): what the shop owes card holders. */
export async function outstanding(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${giftCardLedger.amount}), 0)::int` })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.cardId))
    .where(and(isNull(giftCards.disabledAt), gt(giftCards.expiresAt, now)));
  return Number(row?.total ?? 0);
}

/** Cards issued since `since`: how many, and their face value. */
export async function soldSince(db: Db, since: Date): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${giftCards.amount}), 0)::int`,
    })
    .from(giftCards)
    .where(gt(giftCards.createdAt, since));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Σ spent + returned per card: 0 when everything a card paid has come back (or it never paid). */
export async function netSpending(tx: Tx, ids: readonly number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return map;
  const rows = await tx
    .select({ cardId: giftCardLedger.cardId, net: sql<number>`sum(${giftCardLedger.amount})::int` })
    .from(giftCardLedger)
    .where(and(inArray(giftCardLedger.cardId, [...ids]), inArray(giftCardLedger.kind, ['spent', 'returned'])))
    .groupBy(giftCardLedger.cardId);
  for (const row of rows) map.set(row.cardId, Number(row.net));
  return map;
}

/** The order that bought the first card spent on `orderId` (whose payment an offset receipt may name). */
export async function purchaseOfFirstSpent(db: Db | Tx, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ purchase: giftCards.orderId })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.cardId))
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, 'spent')))
    .orderBy(asc(giftCardLedger.id))
    .limit(1);
  return row?.purchase ?? null;
}
