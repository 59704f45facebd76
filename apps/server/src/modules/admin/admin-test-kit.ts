import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, users } from '../../db/schema.ts';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, signIn, uniqueEmail } from '../../test/sign-in.ts';
import { standIn } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helpers of the admin API: an admin signed in the real way, its calls, the audit rows. */

export interface SignedIn {
  id: number;
  email: string;
  token: string;
}

/** A customer signed in by e-mail code. */
export async function signInCustomer(t: TestApp, mail: MailCatcher, name = 'customer'): Promise<SignedIn> {
  const email = uniqueEmail(name);
  const { tokens } = await signIn(t, mail, email);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, token: tokens.access_token };
}

/** A customer made admin in the database (as an admin would in /admin), with a token from before. */
export async function signInAdmin(t: TestApp, mail: MailCatcher, name = 'admin'): Promise<SignedIn> {
  const account = await signInCustomer(t, mail, name);
  await setAdmin(t, account.id, true);
  return account;
}

export async function setAdmin(t: TestApp, userId: number, isAdmin: boolean): Promise<void> {
  await t.database.db.update(users).set({ isAdmin }).where(eq(users.id, userId));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls of one admin (or of anyone: token null sends none). */
export function adminCalls(t: TestApp, token: string | null) {
  const call = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export type AdminCalls = ReturnType<typeof adminCalls>;

/**
 * The calls of the admin a test file signed in last: `signInAgain` signs a new one in (access tokens live 15
 * minutes, so a file that moves its clock signs its admin in again); `admin` stands for the newest.
 */
export function latestAdmin(t: TestApp, mail: MailCatcher) {
  let latest: AdminCalls | undefined;
  return {
    admin: standIn(() => latest, { get: true, post: true, patch: true, delete: true }),
    async signInAgain() {
      latest = adminCalls(t, (await signInAdmin(t, mail)).token);
    },
  };
}

/** The audit rows of a target, oldest first. */
export async function auditOf(t: TestApp, target: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.id));
}
