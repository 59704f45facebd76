import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Accounts whose phone is `phone` and was proven by a code (up to two: enough to tell one from many). */
export async function findByProvenPhone(db: Db | Tx, phone: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(2);
}

/** The phone's proof moves to the account that proved it last: no other account keeps it proven. */
export async function unproveElsewhere(tx: Tx, phone: string, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ phoneVerifiedAt: null })
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
}

/**
 * Marks the account's phone proven at `at`, only while its phone is still `phone` (undefined when the
 * phone has changed meanwhile); the proof then leaves every other account with that phone.
 */
export async function provePhone(tx: Tx, id: number, phone: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ phoneVerifiedAt: at })
    .where(and(eq(users.id, id), eq(users.phone, phone)))
    .returning();
  if (row) await unproveElsewhere(tx, phone, id);
  return row;
}

/**
 * The account of an e-mail, made if it has none (two first sign-ins racing get the same account). Admin
 * rights from ADMIN_EMAILS are granted here, never taken: admins made in /admin are not in that list.
 */
export async function upsertByEmail(
  db: Db | Tx,
  email: string,
  makeAdmin: boolean,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email, isAdmin: makeAdmin, createdAt: now })
    .onConflictDoUpdate({
      target: users.email,
      set: { isAdmin: makeAdmin ? sql`true` : users.isAdmin },
    })
    .returning();
  return row!;
}

export async function update(
  db: Db | Tx,
  id: number,
  changes: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'phoneVerifiedAt' | 'email' | 'isAdmin'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Saves the profile's fields; a phone other than the one stored is no longer proven. A deleted account's
 * row is never written again (a request that passed its token check just before the deletion finds none).
 */
export async function updateProfile(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone'>>,
): Promise<UserRow | undefined> {
  const proof =
    changes.phone === undefined
      ? {}
      : {
          phoneVerifiedAt: sql`case when ${users.phone} = ${changes.phone} then ${users.phoneVerifiedAt} end`,
        };
  const [row] = await db
    .update(users)
    .set({ ...changes, ...proof })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Sets each of first name, last name and phone that is empty (null or '') to `contact`'s; keeps the rest. */
export async function fillBlanks(
  db: Db,
  id: number,
  contact: { firstName: string; lastName: string; phone: string },
): Promise<UserRow | undefined> {
  const blankOr = (column: AnyPgColumn, value: string) =>
    value.trim() === '' ? column : sql<string>`coalesce(nullif(${column}, ''), ${value.trim()})`;
  const [row] = await db
    .update(users)
    .set({
      firstName: blankOr(users.firstName, contact.firstName),
      lastName: blankOr(users.lastName, contact.lastName),
      phone: blankOr(users.phone, contact.phone),
    })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}
