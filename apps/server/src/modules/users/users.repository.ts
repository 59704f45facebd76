import { eq, sql } from 'drizzle-orm';
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

export async function findByPhone(db: Db | Tx, phone: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.phone, phone)).limit(2);
}

/**
 * The account of an e-mail, made if it has none (two first sign-ins racing get the same account). Admin
 * rights from ADMIN_EMAILS are granted here, never taken: admins made in /admin are not in that list.
 */
export async function upsertByEmail(db: Db, email: string, makeAdmin: boolean, now: Date): Promise<UserRow> {
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
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'email' | 'isAdmin'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}
