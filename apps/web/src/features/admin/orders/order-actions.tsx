import { staffStatusLabels, type FulfilmentStatus } from '@shop/shared/orders/status';
import type { Order } from '@shop/shared/orders/order-api';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useCancelAdminOrder } from './api/cancel-admin-order.ts';
import { useSetOrderStatus } from './api/set-order-status.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { canCancel, cancelRefunds, nextSteps } from './fulfilment-steps.ts';
import styles from './order-details.module.css';
import { stepLabels, adminOrdersStrings as t } from './strings.ts';

/**
 * The fulfilment steps the server allows as buttons (forward filled, a step back outlined) and cancelling, which for a paid order
 * refunds it. A refusal is shown here with the server's words; afterwards the lists are read again.
 */
export function OrderActions({ order, now }: { order: Order; now: number }) {
  const step = useSetOrderStatus(order.id);
  const cancel = useCancelAdminOrder(order.id);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const steps = nextSteps(order);
  const cancellable = canCancel(order, now);
  const refunds = cancelRefunds(order);
  const busy = step.isPending || cancel.isPending;

  const move = (status: FulfilmentStatus) => {
    setDone(null);
    cancel.reset();
    step.mutate(status, { onSuccess: () => setDone(t.stepDone(stepLabels[status])) });
  };

  const confirmCancel = (reason: string) => {
    setDone(null);
    step.reset();
    cancel.mutate(reason, {
      onSuccess: (answer) => {
        setAsking(false);
        setDone(t.cancelDone(staffStatusLabels[answer?.status ?? 'cancelled']));
      },
    });
  };

  return (
    <div className={styles.actionsWrap}>
      <div className={styles.actions}>
        {steps.length > 0 ? (
          <div className={styles.stepButtons}>
            {steps.map(({ status, back }) => (
              <Button
                key={status}
                variant={back ? 'secondary' : 'primary'}
                disabled={busy}
                aria-busy={(step.isPending && step.variables === status) || undefined}
                onClick={() => move(status)}
              >
                {back ? t.stepBack : stepLabels[status]}
              </Button>
            ))}
          </div>
        ) : null}
        {cancellable ? (
          <Button
            variant="secondary"
            className={styles.cancelButton}
            disabled={busy}
            onClick={() => {
              cancel.reset();
              setAsking(true);
            }}
          >
            {order.status === 'handed_over' ? t.returnGoods : refunds ? t.cancelAndRefund : t.cancel}
          </Button>
        ) : null}
        {steps.length === 0 && !cancellable ? <p className={styles.muted}>{t.noActions}</p> : null}
      </div>
      <p className={styles.actionError} role="alert">
        {step.isError ? errorMessage(step.error, 'Не удалось изменить статус заказа') : ''}
      </p>
      <p className={styles.actionDone} role="status">
        {done ?? ''}
      </p>
      <CancelDialog
        order={order}
        refunds={refunds}
        open={asking}
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, 'Не удалось отменить заказ') : null}
        onConfirm={confirmCancel}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
