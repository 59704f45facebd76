import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { TextAreaField } from './fields.tsx';
import styles from './reason-dialog.module.css';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, above the reason. */
  children: ReactNode;
  labels: {
    reason: string;
    hint: string;
    /** Shown at the field when the reason is shorter than `min` or longer than `max`. */
    required: string;
    confirm: string;
    busy: string;
    keep: string;
  };
  /** Characters of the trimmed reason, as the server checks them. */
  min?: number;
  max: number;
  busy: boolean;
  /** The server's refusal: shown in the dialog, which stays open. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before an action staff cannot take back (cancelling an order, disabling a gift card). */
export function ReasonDialog({
  open,
  title,
  children,
  labels,
  min = 1,
  max,
  busy,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < min || trimmed.length > max) {
      setProblem(labels.required);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.text}>{children}</div>
        <TextAreaField
          label={labels.reason}
          hint={labels.hint}
          error={problem}
          value={reason}
          maxLength={max}
          rows={3}
          required
          data-autofocus
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        <p className={styles.error} role="alert">
          {error ?? ''}
        </p>
        <div className={styles.buttons}>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
            {busy ? labels.busy : labels.confirm}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {labels.keep}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
