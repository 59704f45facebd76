import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { COUNT_UP_TO, microsOf, olderThan, type Key } from '../../lib/keyset.ts';
import { legalDocuments, orderItems, orders, payments, refunds, separateReceipts } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number'>;
export type ItemRow = typeof orderItems.$inferSelect;
export type NewItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'parentId'>;

/** A line to insert, with the flavours of a box under it. */
export interface NewLine extends NewItem {
  flavours?: NewItem[];
}

export async function insertOrder(tx: Tx, order: NewOrder, lines: readonly NewLine[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  for (const { flavours, ...line } of lines) {
    const [parent] = await tx
      .insert(orderItems)
      .values({ ...line, orderId: row!.id })
      .returning({ id: orderItems.id });
    if (flavours?.length) {
      await tx
        .insert(orderItems)
        .values(flavours.map((flavour) => ({ ...flavour, orderId: row!.id, parentId: parent!.id })));
    }
  }
  return row!;
}

export async function findByKey(db: Db, owner: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.owner, owner), eq(orders.idempotencyKey, key)));
  return row;
}

export async function findById(db: Db | Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Orders gift cards paid for whose separate receipt of `type` is not registered yet (none, or still being
 * made), oldest first: paid ones (any fulfilment step) for the offset, refunded ones that were partly paid
 * through the provider for its reversal; paid or refunded since `since`.
 */
export async function awaitingOffsetReceipt(
  db: Db,
  type: 'payment' | 'refund',
  since: Date,
  limit = 50,
): Promise<OrderRow[]> {
  const stamp = type === 'payment' ? orders.paidAt : orders.refundedAt;
  return db
    .select()
    .from(orders)
    .where(
      and(
        gte(stamp, since),
        sql`${orders.giftCardSpent} > 0`,
        type === 'payment'
          ? inArray(orders.status, ['paid', 'assembling', 'ready', 'with_courier', 'handed_over'])
          : and(eq(orders.status, 'refunded'), sql`${orders.totalAmount} > 0`),
        sql`not exists (select 1 from ${separateReceipts} where ${separateReceipts.orderId} = ${orders.id} and ${separateReceipts.type} = ${type} and ${separateReceipts.status} in ('pending', 'succeeded'))`,
      ),
    )
    .orderBy(stamp)
    .limit(limit);
}

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** What a page of an owner's orders asks for (docs/product/checkout-and-orders.md#paging). */
export interface OwnerPage {
  /** Orders after this key (the last of the page before); none: the newest. */
  after?: Key | undefined;
  /** Rows to read: the page's size and one more, which tells whether a next page exists. */
  read: number;
  /** Only the orders still to be paid at this moment (awaiting payment, within their time). */
  payableAt?: Date | undefined;
}

/** A page of an owner's orders, newest first, each with its key (keyset on created_at and id). */
export async function pageByOwner(
  db: Db,
  owner: string,
  page: OwnerPage,
): Promise<{ row: OrderRow; at: string }[]> {
  return db
    .select({ row: orders, at: microsOf(orders.createdAt) })
    .from(orders)
    .where(
      and(
        eq(orders.owner, owner),
        page.payableAt
          ? and(eq(orders.status, 'awaiting_payment'), gt(orders.payUntil, page.payableAt))
          : undefined,
        page.after ? olderThan(orders.createdAt, orders.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.read);
}

/** How many orders an owner has (one shopper's history: its index entries alone are read). */
export async function countByOwner(db: Db, owner: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.owner, owner));
  return Number(row?.n ?? 0);
}

/** The items of these orders (one query whatever their number). */
export async function itemsOf(db: Db | Tx, orderIds: readonly number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.id);
}

/** The version numbers of these offer documents (legal_documents ids → version), one query. */
export async function offerVersionsOf(
  db: Db | Tx,
  documentIds: readonly number[],
): Promise<Map<number, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: legalDocuments.id, version: legalDocuments.version })
    .from(legalDocuments)
    .where(inArray(legalDocuments.id, [...new Set(documentIds)]));
  return new Map(rows.map((row) => [row.id, row.version]));
}

/**
 * Provider ids of succeeded payments whose order does not show it: still awaiting payment, or lapsed and
 * never refunded (no refund asked for at all). Of one owner, one order, or every order (the sweep).
 */
export async function unsettledSuccesses(
  db: Db,
  scope: { owner?: string | undefined; orderId?: number | undefined },
): Promise<string[]> {
  // A left join, not `not exists` inside the `or`: that one is costed as a scan of every refund per
  // payment, and the planner then reads every payment of the shop instead of the owner's few orders in
  // these two states (orders_owner_unsettled_idx): 17 ms → 1.4 ms for an owner of 2,000 orders.
  const rows = await db
    .selectDistinct({ id: payments.providerPaymentId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        or(eq(orders.status, 'awaiting_payment'), and(eq(orders.status, 'cancelled'), isNull(refunds.id))),
        scope.owner === undefined ? undefined : eq(orders.owner, scope.owner),
        scope.orderId === undefined ? undefined : eq(orders.id, scope.orderId),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** A guest's orders become the account's at sign-in; answers them as they now stand. */
export async function adopt(tx: Tx, guestOwner: string, accountOwner: string, userId: number) {
  return tx
    .update(orders)
    .set({ owner: accountOwner, userId })
    .where(eq(orders.owner, guestOwner))
    .returning();
}

/** The cash back an order earns once paid (an adopted guest order earns the account's rate). */
export async function setCashBack(tx: Tx, id: number, cashBack: number): Promise<void> {
  await tx.update(orders).set({ cashBack }).where(eq(orders.id, id));
}

/** What the admin's order list asks for: text, status and a time range of created_at. */
export interface OrderSearch {
  q?: string | undefined;
  status?: string | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  /** Orders after this key (the last of the page before); none: the first page, which counts the total. */
  after?: Key | undefined;
  limit: number;
}

/** `%`, `_` and `\` mean themselves in a LIKE pattern built from a search box. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows an admin's search text matches: the order number exactly (with or without '№'), the e-mail by
 * substring whatever the case, and — when the text looks like a phone — the phone by its digits
 * (a leading 8 of a Russian number read as 7).
 */
function matching(q: string) {
  const conditions = [sql`${orders.email} ilike ${`%${likeEscaped(q)}%`}`];
  const number = /^[№#]?\s*(\d{1,9})$/.exec(q);
  if (number) conditions.push(eq(orders.number, Number(number[1])));
  if (/^[\d\s()+-]+$/.test(q)) {
    let digits = q.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
    if (digits.length > 0)
      conditions.push(sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...conditions);
}

type SearchPage = { rows: { row: OrderRow; at: string }[]; counted: number | null };

/**
 * A page of every order matching the search, newest first (keyset on created_at and id), read one row
 * beyond `limit`, each with its key; the first page also counts the matching orders, up to COUNT_UP_TO.
 */
export async function search(db: Db, query: OrderSearch): Promise<SearchPage> {
  const where = and(
    query.q ? matching(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.createdFrom ? gte(orders.createdAt, query.createdFrom) : undefined,
    query.createdBefore ? lt(orders.createdAt, query.createdBefore) : undefined,
  );
  const newest = (after: Key | undefined) =>
    db
      .select({ row: orders, at: microsOf(orders.createdAt) })
      .from(orders)
      .where(and(where, after ? olderThan(orders.createdAt, orders.id, after) : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit + 1);
  if (query.after) return { rows: await newest(query.after), counted: null };
  if (query.q) return firstFoundPage(db, where, query.limit, () => newest(undefined));
  const capped = db.select({ id: orders.id }).from(orders).where(where).limit(COUNT_UP_TO).as('capped');
  const [rows, count] = await Promise.all([
    newest(undefined),
    db.select({ n: sql<number>`count(*)::int` }).from(capped),
  ]);
  return { rows, counted: Number(count[0]?.n ?? 0) };
}

/**
 * The first page of a text search. Its matches are few or scattered over the years (one customer's
 * orders), so walking the orders newest first to find a page would read thousands of others, and counting
 * them would read them all again. Instead the matches are found once through the search's indexes, up to
 * the cap: they are counted and the page is their newest, in one statement. When the count reaches its
 * cap the matches are dense, and `walk` (newest first through created_at) finds a page at once.
 */
async function firstFoundPage(
  db: Db,
  where: SQL | undefined,
  limit: number,
  walk: () => Promise<SearchPage['rows']>,
): Promise<SearchPage> {
  const found = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(where)
    .limit(COUNT_UP_TO)
    .as('found');
  const page = db
    .select({ id: found.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(found)
    .orderBy(desc(found.createdAt), desc(found.id))
    .limit(limit + 1)
    .as('page');
  const rows = await db
    .select({ row: orders, at: microsOf(orders.createdAt), total: page.total })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const counted = Number(rows[0]?.total ?? 0);
  if (counted === COUNT_UP_TO) return { rows: await walk(), counted };
  return { rows: rows.map(({ row, at }) => ({ row, at })), counted };
}

/** Whether an unpaid order (of one owner) is past its hour at `now`. */
export async function anyDue(db: Db, now: Date, owner?: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        lte(orders.payUntil, now),
        owner === undefined ? undefined : eq(orders.owner, owner),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Which orders a status move applies to: one, or every unpaid one due by `due` (of one owner). */
export type MoveScope = { id: number } | { due: Date; owner?: string | undefined };

/** The timestamps a status move may write. */
export type StatusStamp = 'paidAt' | 'cancelledAt' | 'refundedAt' | 'statusChangedAt';

/**
 * The one UPDATE of orders.status (order-state.ts makes every move through it): moves the orders of
 * `scope` from `from` to `to`, only those still in `from` — of two callers racing for one move, the
 * second one's update finds the order moved on and changes nothing — and writes `now` into `stamps`.
 * Answers the rows it moved, as they now stand.
 */
export async function moveStatus(
  tx: Tx,
  scope: MoveScope,
  from: string,
  to: string,
  stamps: readonly StatusStamp[],
  now: Date,
): Promise<OrderRow[]> {
  const which =
    'id' in scope
      ? eq(orders.id, scope.id)
      : and(
          lte(orders.payUntil, scope.due),
          scope.owner === undefined ? undefined : eq(orders.owner, scope.owner),
        );
  const set: Partial<Record<StatusStamp, Date>> = {};
  for (const stamp of stamps) set[stamp] = now;
  return tx
    .update(orders)
    .set({ status: to, ...set })
    .where(and(eq(orders.status, from), which))
    .returning();
}
