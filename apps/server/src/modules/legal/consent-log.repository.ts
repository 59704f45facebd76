import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConsentLogEntry, ConsentPurpose, DocumentKind } from '@shop/shared/legal/legal-api';
import type { Db } from '../../db/client.ts';
import { COUNT_UP_TO, microsOf, olderThan, type Key } from '../../lib/keyset.ts';
import { consentLog, legalDocuments } from '../../db/schema.ts';

/**
 * The admin's reading of the consent log (docs/product/personal-data.md#consents): rows joined to the
 * version they name, newest first, found by a search text and filtered by document, purpose and time.
 * The log is written by the consents service; nothing here changes it.
 */

export interface ConsentLogFilter {
  /** Part of an e-mail, an order number, an account id, a session id or an address. */
  q?: string | undefined;
  kind?: DocumentKind | undefined;
  purpose?: ConsentPurpose | undefined;
  /** Rows at or after this moment. */
  from?: Date | undefined;
  /** Rows before this moment. */
  before?: Date | undefined;
}

const columns = {
  id: consentLog.id,
  at: consentLog.at,
  userId: consentLog.userId,
  email: consentLog.email,
  sessionId: consentLog.sessionId,
  kind: legalDocuments.kind,
  version: legalDocuments.version,
  hash: legalDocuments.hash,
  purpose: consentLog.purpose,
  orderNumber: consentLog.orderNumber,
  ip: consentLog.ip,
  userAgent: consentLog.userAgent,
  erasedAt: consentLog.erasedAt,
};

/** `%`, `_` and `\` mean themselves in a LIKE pattern built from a search box. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows a search text matches: the e-mail by substring whatever the case, the session id and the address
 * exactly, and — when the text is a number (an order's with '№' or '#') — the order number or account id.
 */
function matching(q: string): SQL | undefined {
  const conditions = [
    ilike(consentLog.email, `%${likeEscaped(q)}%`),
    eq(consentLog.sessionId, q),
    eq(consentLog.ip, q),
  ];
  const number = /^[№#]?\s*(\d{1,9})$/.exec(q);
  if (number) {
    conditions.push(eq(consentLog.orderNumber, Number(number[1])));
    if (/^\d+$/.test(q)) conditions.push(eq(consentLog.userId, Number(number[1])));
  }
  return or(...conditions);
}

function where(filter: ConsentLogFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    q ? matching(q) : undefined,
    filter.kind ? eq(legalDocuments.kind, filter.kind) : undefined,
    filter.purpose ? eq(consentLog.purpose, filter.purpose) : undefined,
    filter.from ? gte(consentLog.at, filter.from) : undefined,
    filter.before ? lt(consentLog.at, filter.before) : undefined,
  );
}

interface Row {
  id: number;
  at: Date;
  userId: number | null;
  email: string | null;
  sessionId: string | null;
  kind: string;
  version: number;
  hash: string;
  purpose: string;
  orderNumber: number | null;
  ip: string | null;
  userAgent: string | null;
  erasedAt: Date | null;
}

function entryOf(row: Row): ConsentLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    account_id: row.userId,
    email: row.email,
    session_id: row.sessionId,
    kind: row.kind as DocumentKind,
    version: row.version,
    hash: row.hash,
    purpose: row.purpose as ConsentPurpose,
    order_number: row.orderNumber,
    ip: row.ip,
    user_agent: row.userAgent,
    erased: row.erasedAt !== null,
  };
}

/**
 * `read` matching rows after `after`, newest first (keyset on the moment and the id), each with its key; the
 * first page (no `after`) also counts the matching rows, up to COUNT_UP_TO.
 */
export async function consentLogPage(
  db: Db,
  filter: ConsentLogFilter,
  after: Key | undefined,
  read: number,
): Promise<{ rows: { entry: ConsentLogEntry; key: Key }[]; counted: number | null }> {
  const condition = where(filter);
  const capped = db
    .select({ id: consentLog.id })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
    .where(condition)
    .limit(COUNT_UP_TO)
    .as('capped');
  const [rows, count] = await Promise.all([
    db
      .select({ ...columns, micros: microsOf(consentLog.at) })
      .from(consentLog)
      .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
      .where(and(condition, after ? olderThan(consentLog.at, consentLog.id, after) : undefined))
      .orderBy(desc(consentLog.at), desc(consentLog.id))
      .limit(read),
    after ? null : db.select({ n: sql<number>`count(*)::int` }).from(capped),
  ]);
  return {
    rows: rows.map((row) => ({ entry: entryOf(row), key: { at: row.micros, id: row.id } })),
    counted: count ? Number(count[0]?.n ?? 0) : null,
  };
}

/**
 * Every matching row, newest first, read `batch` at a time (a keyset on the moment, to the microsecond, and
 * the id), so an export of the whole log never holds it all in memory.
 */
export async function* consentLogRows(
  db: Db,
  filter: ConsentLogFilter,
  batch = 1000,
): AsyncGenerator<ConsentLogEntry> {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...columns, atKey: sql<string>`${consentLog.at}::text` })
      .from(consentLog)
      .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
      .where(
        and(
          where(filter),
          after && sql`(${consentLog.at}, ${consentLog.id}) < (${after.at}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(consentLog.at), desc(consentLog.id))
      .limit(batch);
    for (const row of rows) yield entryOf(row);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.atKey, id: last.id };
  }
}
