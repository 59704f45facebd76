import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../users/directory.ts';

/** Every account with admin rights, oldest first. */
export async function listAdmins(db: Db | Tx): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id));
}

/**
 * The admin accounts, their rows locked until the transaction ends: two admins removing each other at once
 * take turns, and the second one counts the admins the first one left.
 */
export async function lockAdmins(tx: Tx): Promise<UserRow[]> {
  return tx.select().from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).for('update');
}

export async function setAdmin(tx: Tx, id: number, isAdmin: boolean): Promise<void> {
  await tx.update(users).set({ isAdmin }).where(eq(users.id, id));
}
