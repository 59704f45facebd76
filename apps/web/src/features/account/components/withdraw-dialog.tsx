import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { StepMessage } from '@/features/auth';
import { personalDataStrings as s } from '../model/strings.ts';
import styles from './personal-data.module.css';

export interface WithdrawDialogProps {
  open: boolean;
  /** The day the account is erased unless consent is given again (today + PERSONAL_DATA_RETENTION_DAYS). */
  eraseOn: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Отозвать согласие?': what a withdrawal does, and the day the account is erased unless consent is given again. */
export function WithdrawDialog({ open, eraseOn, busy, error, onConfirm, onClose }: WithdrawDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={s.withdrawTitle}>
      <div className={styles.dialogStep}>
        <p className={styles.dialogLead}>{s.withdrawEffect}</p>
        <p className={styles.dialogLead}>{s.withdrawErase(eraseOn)}</p>
        <StepMessage note={error ? { text: error, tone: 'error' } : null} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus="">
            {s.keep}
          </Button>
          <Button variant="accent" onClick={onConfirm} disabled={busy}>
            {busy ? s.withdrawing : s.withdrawConfirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
