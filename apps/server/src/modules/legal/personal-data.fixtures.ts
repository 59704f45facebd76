import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, uniqueIp } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the shopper's-rights tests (withdrawal, export, deletion, the erasure sweeps) share: their calls, the
 * deletion code from the mail, and the scan of the whole database for a person's traces.
 */

/** What the scan looks for: a text (as stored, and case-insensitively) or a phone's digits anywhere. */
export type Needle = { text: string } | { digits: string };

/** The person a deletion test gives a history, with words that appear nowhere in the seed. */
export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export const needlesOf = (person: Person): Needle[] => [
  { text: person.email },
  { text: person.firstName },
  { text: person.lastName },
  { digits: person.phone.replace(/\D/g, '') },
];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Scans every column of every table that can hold words (text, varchar, char, json, jsonb, arrays), on
 * PGlite and PostgreSQL alike (information_schema), for each needle: a text as stored or lower-cased, a
 * phone by its digits with everything else stripped. Answers the hits as 'table.column ∋ needle'.
 */
export async function scanDatabase(db: Db, needles: readonly Needle[]): Promise<string[]> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by c.table_schema, c.table_name, c.column_name`),
  );
  expect(columns.length, 'text columns found').toBeGreaterThan(50);
  const hits: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const table = sql`${sql.identifier(table_schema)}.${sql.identifier(table_name)}`;
    const column = sql`${sql.identifier(column_name)}::text`;
    for (const needle of needles) {
      const found =
        'text' in needle
          ? sql`position(${needle.text} in ${column}) > 0 or position(${needle.text.toLowerCase()} in lower(${column})) > 0`
          : sql`position(${needle.digits} in regexp_replace(${column}, '\\D', '', 'g')) > 0`;
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${table} where ${found}`),
      );
      if (Number(row!.n) > 0)
        hits.push(`${table_name}.${column_name} ∋ ${'text' in needle ? needle.text : needle.digits}`);
    }
  }
  return hits;
}

/** The tables whose columns the scan found a needle in. */
export const tablesOf = (hits: readonly string[]) =>
  [...new Set(hits.map((hit) => hit.split('.')[0]!))].sort();

/** The shopper's-rights calls, each as the caller with `token` (none: no Authorization header). */
export function rightsCalls(t: TestApp) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string | null,
    options: { payload?: object; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...options.headers },
      remoteAddress: options.ip ?? uniqueIp(),
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  return {
    consents: (token: string | null) => call('GET', '/api/users/consents', token),
    withdraw: (token: string | null, options: { ip?: string; headers?: Record<string, string> } = {}) =>
      call('POST', '/api/users/consents/withdraw', token, options),
    exportData: (token: string | null, url = '/api/users/export') => call('GET', url, token),
    requestDeletion: (token: string | null, ip?: string, headers?: Record<string, string>) =>
      call('POST', '/api/users/delete/request', token, {
        ...(ip ? { ip } : {}),
        ...(headers ? { headers } : {}),
      }),
    confirmDeletion: (token: string | null, payload: object, ip?: string) =>
      call('POST', '/api/users/delete/confirm', token, { payload, ...(ip ? { ip } : {}) }),
  };
}

export const deletionSubject = 'Код для удаления аккаунта humbl';

/** The code of the newest deletion mail to `email`. */
export async function deletionCode(mail: MailCatcher, email: string): Promise<string> {
  const letter = await mail.latest(email, (m) => m.subject.startsWith(deletionSubject));
  const code = /\b(\d{5})\b/.exec(letter.text)?.[1];
  if (!code) throw new Error(`no code in the deletion mail: ${letter.text}`);
  return code;
}

/** How many deletion mails `email` has had. */
export const deletionMails = (mail: MailCatcher, email: string) =>
  mail.mails.filter((m) => m.to === email.toLowerCase() && m.subject.startsWith(deletionSubject)).length;

/** A 5-digit code other than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** A phone of digits nothing in the seed has (the scan looks for its digits). */
let phones = Math.floor(Math.random() * 9_000_000);
export const rarePhone = () => `+7903${String(++phones).padStart(7, '0')}`;
