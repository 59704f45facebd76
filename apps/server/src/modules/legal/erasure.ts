import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditLog,
  carts,
  consentLog,
  contactMoves,
  giftCards,
  orderItems,
  orders,
  rateLimits,
  users,
  verificationCodes,
} from '../../db/schema.ts';
import type { UserRow } from '../users/directory.ts';

/**
 * Erasing a person's data (docs/product/personal-data.md#the-shoppers-rights): what deleting an account, a
 * withdrawal past the retention and a guest's old unpaid order wipe, table by table. Orders keep their
 * amounts, items, dates, statuses, payments and receipts (accounting and fiscal records); gift cards keep
 * their codes and money. Every function runs in the caller's transaction.
 *
 * What stays, on purpose: a gift card still to be mailed (a day chosen ahead) keeps its recipient, sender and
 * message — and, when it goes to the buyer, the buyer's e-mail — until it is sent; the sweep wipes them then
 * (eraseSentCards). Other shoppers' orders and cards that name the person as a recipient are those shoppers'
 * records. Words an admin typed (a cancel reason) are not searched. Rate-limit counters in Redis (REDIS_URL)
 * cannot be listed by e-mail: they expire within a day (the longest window) by themselves.
 */

/** What an erased account's e-mail becomes: unique, and no mailbox has it (.invalid, RFC 2606). */
export const erasedEmail = (userId: number): string => `deleted-${userId}@deleted.invalid`;

/** An order still within its payment time: the reason an account is not erased yet. */
export interface LiveUnpaidOrder {
  number: number;
  payUntil: Date;
}

/** How an account's erasure ended. */
export type AccountErasure =
  | { outcome: 'erased' }
  /** Deleted already, or (for the sweep) no longer due: nothing done. */
  | { outcome: 'skipped' }
  /** An order of the account may still be paid, and a paid order needs its contacts: nothing done. */
  | { outcome: 'unpaid'; order: LiveUnpaidOrder };

/**
 * A gift card that will not be mailed any more (sent, disabled or expired): it no longer needs where it goes,
 * who it is from and the message. One still to be mailed keeps them until it is sent (the sweep's
 * eraseSentCards wipes them then), or its recipient would never get it.
 */
const settled = (now: Date) =>
  or(isNotNull(giftCards.sentAt), isNotNull(giftCards.disabledAt), lte(giftCards.expiresAt, now));

/** A gift card line none of whose cards waits to be mailed (an unpaid line has none at all). */
const lineSettled = (now: Date) =>
  sql`not exists (select 1 from ${giftCards} where ${giftCards.orderItemId} = ${orderItems.id}
    and ${giftCards.sentAt} is null and ${giftCards.disabledAt} is null and ${giftCards.expiresAt} > ${now.toISOString()}::timestamptz)`;

const lowerEquals = (column: SQL | typeof orders.email, value: string) => sql`lower(${column}) = ${value}`;

/**
 * The account's newest order still within its payment time, if any. Deleting waits for it: paid, it would
 * mail its receipt and gift cards to the contacts erasure wipes.
 */
export async function liveUnpaidOrder(
  db: Db | Tx,
  userId: number,
  now: Date,
): Promise<LiveUnpaidOrder | null> {
  const [row] = await db
    .select({ number: orders.number, payUntil: orders.payUntil })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), gt(orders.payUntil, now)))
    .orderBy(asc(orders.payUntil))
    .limit(1);
  return row ?? null;
}

/**
 * Erases an account (deletion, or a withdrawal `dueBefore` the retention's end): locks its row, so of two
 * erasures (two requests, two instances' sweeps) one does the work and the other finds it deleted. Wipes
 * the account's contacts and names; the name, phone, e-mail, address and client address of its orders and
 * of guests' orders placed with its e-mail; the gift details of its cards no longer to be mailed and the
 * buyer's e-mail of its cards; its cart, codes, contact moves, rate-limit counters naming its e-mail or
 * phone; its consent log rows' e-mail, session, address and browser; its e-mail in the admin audit log.
 * Its sessions end through `endSessions` (in this transaction).
 */
export async function eraseAccount(
  tx: Tx,
  userId: number,
  now: Date,
  endSessions: (tx: Tx) => Promise<void>,
  dueBefore?: Date,
): Promise<AccountErasure> {
  const [account] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deletedAt),
        dueBefore ? lte(users.consentWithdrawnAt, dueBefore) : undefined,
      ),
    )
    .for('update');
  if (!account) return { outcome: 'skipped' };
  const unpaid = await liveUnpaidOrder(tx, userId, now);
  if (unpaid) return { outcome: 'unpaid', order: unpaid };

  const orderIds = await eraseOrders(
    tx,
    or(
      eq(orders.userId, userId),
      // A guest's order with the account's e-mail, unless it may still be paid (it would mail them).
      and(
        isNull(orders.userId),
        lowerEquals(orders.email, account.email),
        or(ne(orders.status, 'awaiting_payment'), lte(orders.payUntil, now)),
      ),
    )!,
    now,
  );
  await eraseConsents(
    tx,
    or(
      eq(consentLog.userId, userId),
      and(isNull(consentLog.userId), lowerEquals(sql`${consentLog.email}`, account.email)),
      orderIds.length > 0 ? inArray(consentLog.orderId, orderIds) : undefined,
    )!,
    now,
  );
  await forgetTraces(tx, account);
  await endSessions(tx);
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      phone: null,
      phoneVerifiedAt: null,
      firstName: null,
      lastName: null,
      isAdmin: false,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  return { outcome: 'erased' };
}

/**
 * Wipes the customer of the orders `which` selects and the gift details of their cards no longer to be
 * mailed (and of their lines); answers their ids.
 */
export async function eraseOrders(tx: Tx, which: SQL, now: Date): Promise<number[]> {
  const erased = await tx
    .update(orders)
    .set({
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      address: null,
      clientIp: null,
      personalDataErasedAt: now,
    })
    .where(which)
    .returning({ id: orders.id });
  const ids = erased.map((row) => row.id);
  if (ids.length === 0) return ids;
  // A card going to a recipient no longer needs the buyer's e-mail; one going to the buyer keeps it till sent.
  await tx
    .update(giftCards)
    .set({ buyerEmail: '' })
    .where(and(inArray(giftCards.orderId, ids), or(isNotNull(giftCards.recipientEmail), settled(now))));
  await tx
    .update(giftCards)
    .set({ recipientEmail: null, senderName: null, message: null })
    .where(and(inArray(giftCards.orderId, ids), settled(now)));
  await tx
    .update(orderItems)
    .set({ recipientEmail: null, senderName: null, giftMessage: null })
    .where(and(inArray(orderItems.orderId, ids), eq(orderItems.kind, 'gift_card'), lineSettled(now)));
  return ids;
}

/** Clears the e-mail, session, address and browser of the consent log rows `which` selects. */
export async function eraseConsents(tx: Tx, which: SQL, now: Date): Promise<void> {
  await tx
    .update(consentLog)
    .set({ email: null, sessionId: null, ip: null, userAgent: null, erasedAt: now })
    .where(and(which, isNull(consentLog.erasedAt)));
}

/**
 * What else names the account: its cart (the lines' recipients and messages go with it), its codes and
 * contact moves, the rate-limit counters whose key holds its e-mail or phone (the database's: Redis keys
 * expire within a day by themselves), and its e-mail in the audit log (an admin's own actions, or an admin
 * granted to it), which becomes the erased address.
 */
async function forgetTraces(tx: Tx, account: UserRow): Promise<void> {
  const { id, email, phone } = account;
  await tx.delete(carts).where(eq(carts.owner, `user:${id}`));
  await tx
    .delete(verificationCodes)
    .where(or(eq(verificationCodes.contact, email), inArray(verificationCodes.subject, [String(id), email])));
  await tx
    .delete(contactMoves)
    .where(
      or(eq(contactMoves.userId, id), eq(contactMoves.oldValue, email), eq(contactMoves.newValue, email)),
    );
  await tx
    .delete(rateLimits)
    .where(
      or(
        sql`position(${email} in ${rateLimits.key}) > 0`,
        phone ? sql`position(${phone} in ${rateLimits.key}) > 0` : undefined,
      ),
    );
  const replacement = erasedEmail(id);
  const holds = (column: SQL) => sql`position(${email} in coalesce(${column}, '')) > 0`;
  await tx
    .update(auditLog)
    .set({
      actorEmail: sql`replace(${auditLog.actorEmail}, ${email}, ${replacement})`,
      before: sql`replace(${auditLog.before}::text, ${email}, ${replacement})::jsonb`,
      after: sql`replace(${auditLog.after}::text, ${email}, ${replacement})::jsonb`,
    })
    .where(
      or(
        holds(sql`${auditLog.actorEmail}`),
        holds(sql`${auditLog.before}::text`),
        holds(sql`${auditLog.after}::text`),
      ),
    );
}

/** Accounts whose withdrawal is older than `dueBefore` and not erased yet (a batch, oldest first). */
export async function withdrawnDue(db: Db, dueBefore: Date, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        lte(users.consentWithdrawnAt, dueBefore),
        sql`not exists (select 1 from ${orders} where ${orders.userId} = ${users.id}
          and ${orders.status} = 'awaiting_payment' and ${orders.payUntil} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(users.consentWithdrawnAt), asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * One batch of guests' never-paid orders placed before `placedBefore` and not erased yet: their customer,
 * gift details and consent rows wiped. Rows another instance is erasing are skipped (SKIP LOCKED), so two
 * sweeps share the work. Answers how many it erased.
 */
export async function eraseGuestOrders(
  db: Db,
  placedBefore: Date,
  now: Date,
  limit: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          isNull(orders.userId),
          isNull(orders.paidAt),
          inArray(orders.status, ['awaiting_payment', 'cancelled']),
          isNull(orders.personalDataErasedAt),
          lte(orders.createdAt, placedBefore),
          // Never one still within its payment time (GUEST_ORDER_DATA_MONTHS is months, but a setting of 0 …).
          lte(orders.payUntil, now),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = await eraseOrders(
      tx,
      inArray(
        orders.id,
        due.map((row) => row.id),
      ),
      now,
    );
    await eraseConsents(tx, inArray(consentLog.orderId, ids), now);
    return ids.length;
  });
}

/**
 * The gift details of erased orders' cards that were waiting to be mailed when their order was erased and
 * have gone out (or been disabled, or expired) since: what eraseOrders would have wiped had they been sent.
 */
export async function eraseSentCards(db: Db, now: Date): Promise<void> {
  const ofErasedOrder = (column: typeof giftCards.orderId | typeof orderItems.orderId) =>
    sql`${column} in (select ${orders.id} from ${orders} where ${orders.personalDataErasedAt} is not null)`;
  await db
    .update(giftCards)
    .set({ buyerEmail: '', recipientEmail: null, senderName: null, message: null })
    .where(
      and(
        ofErasedOrder(giftCards.orderId),
        settled(now),
        or(
          ne(giftCards.buyerEmail, ''),
          isNotNull(giftCards.recipientEmail),
          isNotNull(giftCards.senderName),
          isNotNull(giftCards.message),
        ),
      ),
    );
  await db
    .update(orderItems)
    .set({ recipientEmail: null, senderName: null, giftMessage: null })
    .where(
      and(
        ofErasedOrder(orderItems.orderId),
        eq(orderItems.kind, 'gift_card'),
        or(
          isNotNull(orderItems.recipientEmail),
          isNotNull(orderItems.senderName),
          isNotNull(orderItems.giftMessage),
        ),
        lineSettled(now),
      ),
    );
}
