import { Button } from '../../../components/button.tsx';
import type { RecoveryScheduled } from '../api/confirm-recovery.ts';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';

/** '26 ноября 2026 г. в 18:30', in the customer's own time zone. */
function formatMoment(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** The move is scheduled: the server's words, when it applies, and that signing in again follows. */
export function RecoveryDoneStep({
  scheduled,
  onDone,
}: {
  scheduled: RecoveryScheduled;
  onDone: () => void;
}) {
  const moment = formatMoment(scheduled.effective_at);
  return (
    <div className={styles.step}>
      <div className={`${styles.result} ${styles.ok}`} role="status">
        <p>{scheduled.detail}</p>
        {moment ? (
          <p className={styles.date}>
            <span className={styles.dateLabel}>{authStrings.effectiveAt}</span>
            <time className={styles.dateValue} dateTime={scheduled.effective_at}>
              {moment}
            </time>
          </p>
        ) : null}
        <p className={styles.lead}>{authStrings.signInAfter}</p>
      </div>
      <Button variant="primary" size="large" width="block" onClick={onDone} autoFocus data-autofocus="">
        {authStrings.backToSignIn}
      </Button>
    </div>
  );
}
