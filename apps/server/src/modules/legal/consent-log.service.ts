import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  CONSENT_LOG_PAGE_SIZE,
  consentPurposeNames,
  documentTitles,
  type ConsentLogEntry,
} from '@shop/shared/legal/legal-api';
import { documentAdminMessages } from '@shop/shared/legal/messages';
import { DAY_MS, moscowDate, moscowDayStart, MOSCOW_UTC_OFFSET_HOURS } from '@shop/shared/moscow-time';
import type { Db } from '../../db/client.ts';
import { cappedTotal, decodeCursor, pageOf } from '../../lib/keyset.ts';
import { badRequest } from '../../lib/refusals.ts';
import { consentLogPage, consentLogRows, type ConsentLogFilter } from './consent-log.repository.ts';

/** The admin's search of the consent log: q, document, purpose and Moscow days ('YYYY-MM-DD', inclusive). */
export interface ConsentLogSearch {
  q?: string | undefined;
  kind?: ConsentLogFilter['kind'];
  purpose?: ConsentLogFilter['purpose'];
  from?: string | undefined;
  to?: string | undefined;
}

/** The CSV's columns: the header staff read, and each row's cell. */
const csvColumns: [string, (entry: ConsentLogEntry) => string][] = [
  ['Дата и время (МСК)', (e) => moscowMoment(new Date(e.at))],
  ['Аккаунт', (e) => (e.account_id === null ? '' : String(e.account_id))],
  ['E-mail', (e) => e.email ?? ''],
  ['Сессия', (e) => e.session_id ?? ''],
  ['Документ', (e) => documentTitles[e.kind]],
  ['Редакция', (e) => String(e.version)],
  ['Хеш (SHA-256)', (e) => e.hash],
  ['Цель', (e) => consentPurposeNames[e.purpose]],
  ['Заказ', (e) => (e.order_number === null ? '' : String(e.order_number))],
  ['IP', (e) => e.ip ?? ''],
  ['Браузер', (e) => e.user_agent ?? ''],
  ['Данные удалены', (e) => (e.erased ? 'да' : '')],
];

/** '2026-11-26 18:30:05', Moscow time: what a spreadsheet reads as a date and time. */
const moscowMoment = (moment: Date) =>
  new Date(moment.getTime() + MOSCOW_UTC_OFFSET_HOURS * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/**
 * The consent log as admins read it (docs/product/personal-data.md#consents): pages of the search, and
 * every matching row as CSV. The rows are written by the consents service; this only reads them.
 */
export class ConsentLogService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * One page of the matching rows, newest first, after the cursor's row (docs/product/checkout-and-orders.md#paging);
   * the first page counts the matching rows up to TOTAL_CAP.
   */
  async page(search: ConsentLogSearch, cursor: string | undefined) {
    const after = decodeCursor('consents', cursor);
    const filter = filterOf(search);
    const { rows, counted } = await consentLogPage(this.db, filter, after, CONSENT_LOG_PAGE_SIZE + 1);
    const page = pageOf('consents', rows, CONSENT_LOG_PAGE_SIZE, (row) => row.key);
    return {
      items: page.rows.map((row) => row.entry),
      ...(counted === null ? { total: null, total_capped: false } : cappedTotal(counted)),
      next_cursor: page.next,
      page_size: CONSENT_LOG_PAGE_SIZE,
    };
  }

  /**
   * Every matching row as CSV (UTF-8 with a BOM, so spreadsheets read the Cyrillic; a cell starting with
   * = + - @, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs it as a formula),
   * with the file's name. The search is checked before anything is sent.
   */
  csv(search: ConsentLogSearch): { filename: string; stream: Readable } {
    const entries = consentLogRows(this.db, filterOf(search));
    const csv = stringify({
      bom: true,
      header: true,
      columns: csvColumns.map(([header]) => header),
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    // A database error midway ends the download (the log has it); the browser sees an unfinished file.
    const stream = pipeline(Readable.from(cellsOf(entries)), csv, () => {});
    return { filename: `consents-${moscowDate(this.now())}.csv`, stream };
  }
}

/** Each entry as the CSV's cells. */
async function* cellsOf(entries: AsyncIterable<ConsentLogEntry>): AsyncGenerator<string[]> {
  for await (const entry of entries) yield csvColumns.map(([, cell]) => cell(entry));
}

/** The repository's filter of a search: Moscow days as moments; a day that does not exist is refused. */
function filterOf(search: ConsentLogSearch): ConsentLogFilter {
  const day = (date: string | undefined) => {
    if (date === undefined) return undefined;
    const start = moscowDayStart(date);
    if (start === null) throw badRequest(documentAdminMessages.invalidDay);
    return start;
  };
  const from = day(search.from);
  const to = day(search.to);
  return {
    q: search.q,
    kind: search.kind,
    purpose: search.purpose,
    from,
    before: to && new Date(to.getTime() + DAY_MS),
  };
}
