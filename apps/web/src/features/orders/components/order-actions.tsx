import { orderMessages } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/order-api';
import { Button } from '@/components/button.tsx';
import { canPay, canRepeat, clockTime, paymentDeclined, shownStatus } from '../model/order-state.ts';
import { ordersStrings } from '../model/strings.ts';
import { useOrderActions } from '../model/use-order-actions.ts';
import styles from './order-actions.module.css';

/**
 * Paid orders: 'Повторить'; unpaid ones within their time: 'Оплатить' ('Оплатить ещё раз' after a declined
 * payment, which they explain); cancelled and refunded ones say so.
 */
export function OrderActionsPanel({ order, now, guest }: { order: Order; now: number; guest: boolean }) {
  const actions = useOrderActions(order, guest);
  const status = shownStatus(order, now);
  const declined = paymentDeclined(order, now);
  return (
    <div className={styles.actions}>
      {canPay(order, now) ? (
        <>
          {declined ? <p className={styles.declined}>{ordersStrings.declined}</p> : null}
          <p className={styles.until}>{ordersStrings.payUntil(clockTime(order.pay_until))}</p>
          <Button
            variant="accent"
            width="block"
            disabled={actions.busy !== null}
            onClick={() => void actions.pay()}
          >
            {actions.busy === 'pay'
              ? ordersStrings.paying
              : declined
                ? ordersStrings.payAgain
                : ordersStrings.pay}
          </Button>
        </>
      ) : null}
      {canRepeat(order) ? (
        <Button
          variant="primary"
          width="block"
          disabled={actions.busy !== null}
          onClick={() => void actions.repeat()}
        >
          {actions.busy === 'repeat' ? ordersStrings.repeating : ordersStrings.repeat}
        </Button>
      ) : null}
      {status === 'cancelled' ? <p className={styles.cancelled}>{orderMessages.cancelled}</p> : null}
      {status === 'refunded' ? <p className={styles.cancelled}>{orderMessages.refunded}</p> : null}
      <p className={styles.message} role="alert">
        {actions.message ?? ''}
      </p>
    </div>
  );
}
