import { recoveryMessages } from '@shop/shared/accounts/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { cancelRecovery } from '../api/cancel-recovery.ts';
import { failureMessage } from '../model/failure-message.ts';
import { useAuthStore } from '../model/auth-store.ts';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';

/** Opened by the link mailed to the old contact (?cancel_recovery=…): stops the pending move. */
export function CancelRecoveryStep({ token, onClose }: { token: string; onClose: () => void }) {
  const answer = useAuthStore((state) => state.recoveryCancel?.answer ?? null);
  const answered = (text: string, ok: boolean) =>
    useAuthStore.setState({ recoveryCancel: { token, answer: { text, ok } } });
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      const { detail } = await cancelRecovery(token);
      answered(detail, true);
    } catch (error) {
      answered(failureMessage(error, recoveryMessages.cancelLinkDead), false);
    }
    setBusy(false);
  };

  if (answer) {
    return (
      <div className={styles.step}>
        <p className={`${styles.result} ${answer.ok ? styles.ok : styles.failed}`} role="status">
          {answer.text}
        </p>
        <Button
          variant="primary"
          size="large"
          width="block"
          autoFocus
          data-autofocus=""
          onClick={() => {
            useAuthStore.setState({ recoveryCancel: null });
            onClose();
          }}
        >
          {authStrings.done}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.step}>
      <p className={styles.lead}>{authStrings.cancelLead}</p>
      {/* The link was followed to cancel: the focus waits on that, not on the dialog's close button. */}
      <Button
        variant="accent"
        size="large"
        width="block"
        disabled={busy}
        autoFocus
        data-autofocus=""
        onClick={() => void cancel()}
      >
        {busy ? authStrings.cancelling : authStrings.cancelAction}
      </Button>
    </div>
  );
}
