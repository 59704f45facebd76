import type { Db, Tx } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/**
 * What other modules may ask of accounts, inside their own transaction when they pass one: the account
 * row and its look-ups. They never import users.repository.ts (a lint rule holds this); what they need
 * more is added here.
 */
export type UserRow = repo.UserRow;

export function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  return repo.findById(db, id);
}

export function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  return repo.findByEmail(db, email);
}

/**
 * The account of an e-mail, made if it has none (what its first sign-in makes). Admin rights are granted
 * here, never taken: admins made in /admin are not in ADMIN_EMAILS.
 */
export function signUpOrIn(db: Db | Tx, email: string, makeAdmin: boolean, now: Date): Promise<UserRow> {
  return repo.upsertByEmail(db, email, makeAdmin, now);
}
