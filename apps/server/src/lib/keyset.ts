import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { INT32_MAX } from '@shop/shared/api/ids';
import { pagingMessages, TOTAL_CAP } from '@shop/shared/api/paging';
import { unprocessable } from './refusals.ts';

/**
 * Keyset paging (docs/product/checkout-and-orders.md#paging). A list read newest first goes on after the
 * key of the last row it answered: `(moment, id) < (key)` — the moment to the microsecond, the id breaking
 * ties — or `id < key` for a list ordered by id alone. A row added meanwhile is newer than every key handed
 * out, so it shows on the first page and never shifts or repeats a later one; and a page costs what it
 * holds, whatever the length of the list (with an index on the owner, the moment and the id).
 *
 * The cursor is opaque to callers: base64url of '<list>.<microseconds>.<id>' (or '<list>.<id>'). Anything
 * else — bytes that do not decode to exactly that, another list's cursor, an id beyond the database's
 * integer — is refused (422 pagingMessages.badCursor) before any query. A well-formed cursor names only
 * a position: every query still applies its owner's condition, so someone else's cursor shows nothing of
 * theirs.
 */

/** Each list's letter in its cursors, and whether its key holds a moment. */
const lists = {
  orders: { tag: 'o', moment: true },
  bonuses: { tag: 'b', moment: true },
  adminOrders: { tag: 'a', moment: true },
  giftCards: { tag: 'g', moment: false },
  consents: { tag: 'c', moment: true },
} as const;
export type ListName = keyof typeof lists;

/** Where a page stops: its last row's moment (microseconds since 1970, as decimal text) and id. */
export interface Key {
  at?: string;
  id: number;
}

export function encodeCursor(list: ListName, key: Key): string {
  const { tag, moment } = lists[list];
  const text = moment ? `${tag}.${key.at}.${key.id}` : `${tag}.${key.id}`;
  return Buffer.from(text, 'latin1').toString('base64url');
}

const shape = /^([a-z])(?:\.(0|[1-9]\d{0,15}))?\.([1-9]\d{0,9})$/;

/** The key a cursor of `list` holds; undefined for none; a refusal for anything the server did not make. */
export function decodeCursor(list: ListName, cursor: string | undefined): Key | undefined {
  if (cursor === undefined) return undefined;
  const refused = unprocessable(pagingMessages.badCursor);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) throw refused;
  const text = Buffer.from(cursor, 'base64url').toString('latin1');
  // Only the exact encoding of what the server writes: no padding, no stray bits, no other spelling.
  if (Buffer.from(text, 'latin1').toString('base64url') !== cursor) throw refused;
  const match = shape.exec(text);
  if (!match) throw refused;
  const [, tag, at, id] = match;
  const { tag: expected, moment } = lists[list];
  if (tag !== expected || (at !== undefined) !== moment) throw refused;
  if (Number(id) > INT32_MAX || (at !== undefined && Number(at) > Number.MAX_SAFE_INTEGER)) throw refused;
  return at === undefined ? { id: Number(id) } : { at, id: Number(id) };
}

/** A row's moment as the key holds it: microseconds since 1970, exact, as text. */
export const microsOf = (moment: AnyColumn): SQL<string> =>
  sql<string>`(floor(extract(epoch from ${moment}) * 1000000))::bigint::text`;

/** Rows after `key` in a list ordered by `moment` and `id`, both descending. */
export const olderThan = (moment: AnyColumn, id: AnyColumn, key: Key): SQL =>
  sql`(${moment}, ${id}) < (timestamptz 'epoch' + ${key.at ?? '0'}::float8 * interval '1 microsecond', ${key.id}::int)`;

/**
 * One page of rows read `limit + 1` at a time: the first `limit`, and the cursor of the next page when the
 * extra row came (the key of the page's last row), else null.
 */
export function pageOf<T>(
  list: ListName,
  rows: readonly T[],
  limit: number,
  keyOf: (row: T) => Key,
): { rows: T[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last !== undefined ? encodeCursor(list, keyOf(last)) : null,
  };
}

/**
 * A total counted up to TOTAL_CAP (a query counting at most TOTAL_CAP + 1 rows): the count, or the cap
 * and `total_capped` when more rows match.
 */
export const cappedTotal = (counted: number) => ({
  total: Math.min(counted, TOTAL_CAP),
  total_capped: counted > TOTAL_CAP,
});

/** How many rows a capped count reads at most. */
export const COUNT_UP_TO = TOTAL_CAP + 1;
