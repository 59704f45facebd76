import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action gets the berry look. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before an action that is hard to undo; closing it in any way cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>
        {/* Focus starts on the safe choice when the action destroys something. */}
        <Button variant="secondary" onClick={onCancel} data-autofocus={danger ? true : undefined}>
          Отмена
        </Button>
        <Button
          variant={danger ? 'accent' : 'primary'}
          onClick={onConfirm}
          data-autofocus={danger ? undefined : true}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
