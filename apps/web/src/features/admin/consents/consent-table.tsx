import { consentPurposeNames, documentPath, documentTitles } from '@shop/shared/legal/documents';
import type { ConsentLogEntry } from '@shop/shared/legal/legal-api';
import { formatMoscowClock, moscowDate } from '@shop/shared/moscow-time';
import { AppLink } from '@/components/app-link.tsx';
import table from '../kit/data-table.module.css';
import styles from './consents.module.css';
import { adminConsentsStrings as t } from './strings.ts';

/** '26.11.2026 18:30', Moscow time. */
export function consentMoment(iso: string): string {
  const moment = new Date(iso);
  return `${moscowDate(moment).split('-').reverse().join('.')} ${formatMoscowClock(moment)}`;
}

/** The orders section searched for an order number. */
const orderSearchPath = (number: number) => `/admin/orders?${new URLSearchParams({ q: String(number) })}`;

/** Who consented: the account, the e-mail, the guest's session (or that their data was erased). */
function Who({ entry }: { entry: ConsentLogEntry }) {
  const lines = [
    entry.account_id === null ? null : t.account(entry.account_id),
    entry.email,
    entry.session_id === null ? null : t.session(entry.session_id),
  ].filter((line): line is string => line !== null);
  return (
    <>
      {lines.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
      {entry.erased ? <span className={`${styles.line} ${table.muted}`}>{t.erased}</span> : null}
    </>
  );
}

function Row({ entry }: { entry: ConsentLogEntry }) {
  const title = documentTitles[entry.kind];
  return (
    <tr>
      <td className={table.nowrap}>
        <time dateTime={entry.at}>{consentMoment(entry.at)}</time>
      </td>
      <td className={styles.who}>
        <Who entry={entry} />
      </td>
      <td className={table.nowrap}>
        <AppLink
          to={documentPath(entry.kind, entry.version)}
          aria-label={t.versionLink(title, entry.version)}
        >
          {t.shortTitles[entry.kind]}, {t.edition(entry.version)}
        </AppLink>
      </td>
      <td>
        <code className={table.hash} title={entry.hash}>
          {entry.hash.slice(0, 10)}…
        </code>
      </td>
      <td className={table.nowrap}>{consentPurposeNames[entry.purpose]}</td>
      <td className={table.nowrap}>
        {entry.order_number === null ? (
          '—'
        ) : (
          <AppLink to={orderSearchPath(entry.order_number)} aria-label={t.orderLink(entry.order_number)}>
            {t.orderNumber(entry.order_number)}
          </AppLink>
        )}
      </td>
      <td className={styles.ip}>{entry.ip ?? '—'}</td>
      <td className={styles.browser}>{entry.user_agent ?? '—'}</td>
    </tr>
  );
}

/** A page of the log: when, who, which document version (its hash), what for, the order, address, browser. */
export function ConsentTable({ items, stale }: { items: ConsentLogEntry[]; stale: boolean }) {
  return (
    <div
      className={`${table.tableWrap} ${stale ? table.stale : ''}`}
      aria-busy={stale || undefined}
      // Narrow screens scroll the table sideways: the keyboard can too.
      role="region"
      aria-label={t.tableLabel}
      tabIndex={0}
    >
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t.at}</th>
            <th scope="col">{t.who}</th>
            <th scope="col">{t.version}</th>
            <th scope="col">{t.hash}</th>
            <th scope="col">{t.purpose}</th>
            <th scope="col">{t.order}</th>
            <th scope="col">{t.ip}</th>
            <th scope="col">{t.browser}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <Row key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
