import { desc, eq } from 'drizzle-orm';
import type { DocumentKind, OrderConsents } from '@shop/shared/legal/legal-api';
import { legalDocuments } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the storefront sends when the shopper ticks the consent checkboxes: the current versions (version 1
 * from migration 0010, unless a test published another). The test helpers of sign-in and checkout send them,
 * so tests about anything else sign in with new e-mails and place orders as before.
 */
export async function currentVersion(t: TestApp, kind: DocumentKind): Promise<number> {
  const [row] = await t.database.db
    .select({ version: legalDocuments.version })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (!row) throw new Error(`no ${kind} document published`);
  return row.version;
}

/** Both checkboxes of the checkout ticked, at the current versions. */
export async function tickedConsents(t: TestApp): Promise<Required<OrderConsents>> {
  const [personal_data, offer] = await Promise.all([
    currentVersion(t, 'consent'),
    currentVersion(t, 'offer'),
  ]);
  return { personal_data, offer };
}
