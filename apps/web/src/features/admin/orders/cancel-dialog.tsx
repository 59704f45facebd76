import type { Order } from '@shop/shared/orders/order-api';
import { orderCancelSchema } from '@shop/shared/orders/admin-order-api';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { TextAreaField } from '../kit/fields.tsx';
import styles from './order-details.module.css';
import { adminOrdersStrings as t } from './strings.ts';

const REASON_MAX = orderCancelSchema.shape.reason.maxLength ?? 300;

/**
 * Asks why before cancelling: a paid order's money goes back, so the confirm button says so; what gift
 * cards paid goes back to them, and the cards the order bought stop working. The server's refusal (409:
 * already cancelled, or a card it bought has been spent; 503: the provider is down) is shown in the
 * dialog, which stays open.
 */
export function CancelDialog({
  order,
  refunds,
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  order: Order;
  refunds: boolean;
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
    if (!trimmed) {
      setProblem(t.reasonRequired);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Modal open={open} onClose={onClose} title={t.cancelTitle(order.retailcrm_id)}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.dialogText}>{refunds ? t.cancelPaidText : t.cancelUnpaidText}</p>
        {order.gift_card_spent > 0 ? <p className={styles.dialogText}>{t.cancelReturnsToCards}</p> : null}
        {refunds && order.gift_cards.length > 0 ? (
          <p className={styles.dialogText}>{t.cancelDisablesCards}</p>
        ) : null}
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          error={problem}
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
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
            {busy ? t.cancelling : refunds ? t.cancelAndRefund : t.cancel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t.keep}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
