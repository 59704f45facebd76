import { Button } from '@/components/button.tsx';
import type { RecoveryScheduled } from '../api/confirm-recovery.ts';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';

/**
 * The move is scheduled: the server's words, which say when it applies (in the shop's time, МСК, the same
 * as the warning mail), and that signing in again follows.
 */
export function RecoveryDoneStep({
  scheduled,
  onDone,
}: {
  scheduled: RecoveryScheduled;
  onDone: () => void;
}) {
  return (
    <div className={styles.step}>
      <div className={`${styles.result} ${styles.ok}`} role="status">
        <p>{scheduled.detail}</p>
      </div>
      <Button variant="primary" size="large" width="block" onClick={onDone} autoFocus data-autofocus="">
        {authStrings.backToSignIn}
      </Button>
    </div>
  );
}
