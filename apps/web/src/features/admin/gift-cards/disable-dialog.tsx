import { disableGiftCardBodySchema } from '@shop/shared/gift-cards/gift-card-api';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { TextAreaField } from '../kit/fields.tsx';
import styles from './gift-cards.module.css';
import { adminGiftCardsStrings as t } from './strings.ts';

const REASON_MIN = disableGiftCardBodySchema.shape.reason.minLength ?? 3;
const REASON_MAX = disableGiftCardBodySchema.shape.reason.maxLength ?? 300;

/**
 * Asks why before disabling a card (3–300 characters, as the server checks). The server's refusal (409:
 * already disabled) is shown in the dialog, which stays open.
 */
export function DisableDialog({
  shown,
  balance,
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  /** The card as shown ('•••• ABCD'). */
  shown: string;
  balance: number;
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) {
      setProblem(t.reasonRequired);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Modal open={open} onClose={onClose} title={t.disableTitle(shown)}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.dialogText}>{t.disableText(balance)}</p>
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          error={problem}
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          required
          data-autofocus
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        <p className={styles.actionError} role="alert">
          {error ?? ''}
        </p>
        <div className={styles.dialogButtons}>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t.disabling : t.disable}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t.keep}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
