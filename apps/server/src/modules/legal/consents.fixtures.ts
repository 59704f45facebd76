import { asc, eq } from 'drizzle-orm';
import { consentLog, legalDocuments, users } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { documentHash } from './document-hash.ts';

/**
 * What the consent tests (sign-in-consent, checkout-consent) share: the consent log as it stands, publishing
 * a new version of a document the way the admin's publishing does (an INSERT: versions are never updated),
 * and an account's withdrawal as V3's withdrawal leaves it.
 */

/** The consent log rows, oldest first, with the kind and version of the document each names. */
export async function consentRows(t: TestApp) {
  return t.database.db
    .select({
      userId: consentLog.userId,
      email: consentLog.email,
      sessionId: consentLog.sessionId,
      purpose: consentLog.purpose,
      orderId: consentLog.orderId,
      orderNumber: consentLog.orderNumber,
      ip: consentLog.ip,
      userAgent: consentLog.userAgent,
      kind: legalDocuments.kind,
      version: legalDocuments.version,
      at: consentLog.at,
    })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
    .orderBy(asc(consentLog.id));
}

/** The rows of one e-mail. */
export const rowsOf = async (t: TestApp, email: string) =>
  (await consentRows(t)).filter((row) => row.email === email);

/** Publishes the next version of `kind`; answers its number. */
export async function publish(t: TestApp, kind: 'consent' | 'offer', at: Date): Promise<number> {
  const rows = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
  const version = Math.max(...rows.map((row) => row.version)) + 1;
  const title = rows[0]!.title;
  const body = `Редакция ${version}.`;
  await t.database.db.insert(legalDocuments).values({
    kind,
    version,
    title,
    format: 'markdown',
    body,
    hash: documentHash(title, 'markdown', body),
    publishedAt: at,
  });
  return version;
}

/** The account's processing consent withdrawn at `at` (what a withdrawal leaves on the account). */
export async function withdraw(t: TestApp, email: string, at: Date): Promise<void> {
  await t.database.db.update(users).set({ consentWithdrawnAt: at }).where(eq(users.email, email));
}

/** The account of an e-mail, if any. */
export async function accountOf(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A browser's User-Agent longer than what the log keeps. */
export const longUserAgent = `Mozilla/5.0 (X11; Linux x86_64) ${'AppleWebKit/537.36 '.repeat(30)}`;
