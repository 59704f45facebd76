import type { AuditEntry } from '@shop/shared/admin/audit-api';
import { formatMoment } from '../kit/format-moment.ts';
import styles from './audit-section.module.css';
import { auditChanges } from './model/audit-diff.ts';
import { actionWords, fieldWords, targetWords, valueWords } from './model/audit-words.ts';

/** One audit row: when, who, what in words, what it touched, and (opened on demand) before → after. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <time className={styles.time} dateTime={entry.created_at}>
          {formatMoment(entry.created_at)}
        </time>
        <p className={styles.action}>
          <span className={styles.actionWords}>{actionWords(entry.action)}</span>
          <span className={styles.target} title={entry.target}>
            {targetWords(entry.target)}
          </span>
        </p>
        <p className={styles.actor}>{entry.actor_email}</p>
      </div>
      {changes.length > 0 ? (
        <details className={styles.details}>
          <summary className={styles.summary}>Что изменилось ({changes.length})</summary>
          <dl className={styles.changes}>
            {changes.map((change) => (
              <div key={change.key} className={styles.change}>
                <dt className={styles.key}>{change.key ? fieldWords(change.key) : 'Значение'}</dt>
                <dd className={styles.values}>
                  <span className={styles.before}>{valueWords(change.key, change.before)}</span>
                  <span className={styles.arrow} aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden">стало</span>
                  <span className={styles.after}>{valueWords(change.key, change.after)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}
